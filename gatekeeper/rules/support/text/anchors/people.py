"""People named in Chinese (`局长康义表示`, `，王强说`): a common surname and one or two
characters, where a title stands before them or a verb of saying after them (docs/anchors.md,
Kinds). Chinese writes no capitals and no spaces, so a name is found only where its place says
it is one; elsewhere (`王强在会上`) nothing is read, rather than a word taken for a name."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors.model import words
from gatekeeper.rules.support.text.patterns import compiled

# The commonest surnames (about nine in ten people), less the ones that are common words of
# their own before a verb (`于`, `和`, `时`, `向`, `曾`, `万`, `全`, `成`, `常`, `连`, `应`).
_SURNAME = (
    "(?:欧阳|司马|诸葛|上官|东方|皇甫|令狐|慕容|"
    "[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭肖田董袁潘蒋蔡余杜叶程苏魏吕"
    "丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵钱严"
    "覃武戴莫孔汤温康施牛樊葛邢齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯"
    "纪梅童凌毕单季裴霍涂苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤穆农卓古吉缪简"
    "车项芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂佟臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛"
    "仲虞敖巩佘池查麻苑迟邝])"
)
# A character of a given name: none of the words that follow or join names (`的`, `在`, `等`).
_GIVEN = ("(?:[\u4e00-\u9fff]"
          "(?<![的了在是和与及等对向也都还又将已曾就不这那其该此于从被把为以而并或但则之所们个年月日]))")
_TITLES = (
    "记者|通讯员|局长|厅长|部长|处长|司长|署长|主任|书记|市长|省长|县长|区长|镇长|村长|主席|总理|"
    "总统|首相|总经理|董事长|总裁|经理|院长|校长|所长|行长|会长|秘书长|教授|研究员|院士|医生|医师|"
    "律师|法官|发言人|负责人|专家|工程师|分析师|队长|教练|主持人|导演|作家|博士|创始人|首席执行官"
)
_SAYING = "表示|说|称|指出|介绍|强调|透露|坦言|认为|告诉|回应|解释|证实|宣布|提到|呼吁|建议"
# After a title the name ends where a verb, a joining word or punctuation starts.
_AFTER_TITLE = (f"{_SAYING}|出席|主持|会见|接受|带队|率队|一行|报道|发自|"
                "[和与及在于对向的也还则曾已将都就等摄，。、；：！？,.;:（(\\s]|$")
# Two patterns, each starting with a set of characters the engine skips to (one pattern with
# a look-behind first was tried at every character: 2.5x the cost).
_TITLED = compiled(rf"(?:{_TITLES})(?P<name>{_SURNAME}(?:{_GIVEN}{{1,2}}(?=(?:{_SAYING}))|"
                   rf"{_GIVEN}{{1,2}}(?={_AFTER_TITLE})))")
# what a sentence's subject does in news (`，张伟获得冠军`, `王强出任总经理`)
_DOING = "获得|夺得|出任|担任|率领|带领|签署|发表|荣获|当选"
_SAYER = compiled(rf"{_SURNAME}{_GIVEN}{{1,2}}(?={_SAYING}|{_DOING})")
_BEFORE_SAYER = frozenset("，。、；：！？“”\"（( \t\n据由")
# Words that start with a surname and may come before a verb of saying (`方面表示`, `许多人说`).
_NOT_NAMES = words("马上 方面 许多 任何 高度 同时 随后 金额 石油 黄金 孙子 程度 关于 关键 关注 "
                   "余下 毛利 单位 包括 尚未 宁可 甘心 齐心 康复 温度 华为 苏宁 龙头 史上 古代 "
                   "车辆 项目 党委 宫中 费用 冷静 席间 卫生 米粒 师生 商家 沙特 巫师 谷歌 党员 "
                   "江苏 江西 吉林 黄山 温州 金华 石家 宁波 宁夏 苏州 徐州 柳州 梅州 贺州 韶关 "
                   "林业 农业 金融 高校 黄河 高新 房价 车企 钱包")


def cjk_people(folded: str) -> list[tuple[int, int]]:
    """Spans of people's names written in Chinese after a title or before a verb of saying."""
    found = [m.span("name") for m in _TITLED.finditer(folded)]
    found += [m.span() for m in _SAYER.finditer(folded)
              if m.start() == 0 or folded[m.start() - 1] in _BEFORE_SAYER]
    return sorted(span for span in found if folded[span[0]:span[0] + 2] not in _NOT_NAMES)
