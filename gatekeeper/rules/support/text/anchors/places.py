"""Places named in Chinese: China's provinces and larger cities and the countries news names
most (`北京`, `四川省`, `深圳市`, `日本`), read from a list (docs/anchors.md, Kinds). Chinese
writes no capitals, so a place is found only by its name; names that are also parts of common
words are left out (`大连` of `最大连接数`, `成都` of `完成都`, `中山` of `孙中山`), and so is
`中国`, which a report names whatever its evidence calls the country (`我国`, `全国`)."""

from __future__ import annotations

from gatekeeper.rules.support.text.patterns import compiled

_PROVINCES = (
    "北京 上海 天津 重庆 河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 "
    "广东 海南 四川 贵州 云南 陕西 甘肃 青海 台湾 内蒙古 广西 西藏 宁夏 新疆 香港 澳门"
)
_CITIES = (
    "石家庄 太原 沈阳 哈尔滨 南京 杭州 合肥 福州 南昌 济南 郑州 武汉 长沙 广州 海口 贵阳 昆明 兰州 "
    "西宁 呼和浩特 南宁 拉萨 银川 乌鲁木齐 西安 深圳 厦门 青岛 宁波 苏州 无锡 东莞 佛山 珠海 汕头 "
    "温州 绍兴 嘉兴 台州 金华 徐州 常州 南通 扬州 烟台 潍坊 洛阳 襄阳 宜昌 岳阳 株洲 桂林 三亚 "
    "唐山 保定 邯郸 大同 鞍山 延边 绵阳 遵义 大理 丽江 喀什 秦皇岛 张家口"
)
_COUNTRIES = (
    "美国 日本 韩国 朝鲜 俄罗斯 英国 法国 德国 意大利 西班牙 葡萄牙 荷兰 比利时 瑞士 瑞典 挪威 "
    "芬兰 丹麦 波兰 乌克兰 土耳其 希腊 印度 巴基斯坦 孟加拉国 越南 泰国 新加坡 马来西亚 印度尼西亚 "
    "菲律宾 缅甸 柬埔寨 老挝 蒙古国 哈萨克斯坦 伊朗 伊拉克 以色列 沙特阿拉伯 阿联酋 埃及 南非 "
    "尼日利亚 肯尼亚 埃塞俄比亚 巴西 阿根廷 智利 秘鲁 墨西哥 加拿大 澳大利亚 新西兰"
)
# Longest first, in one order on every machine; the name without its suffix (`四川省` names
# `四川`, as a report that writes `四川` does).
_NAMES = sorted({*_PROVINCES.split(), *_CITIES.split(), *_COUNTRIES.split()},
                key=lambda name: (-len(name), name))
_PLACE_RE = compiled("(?:" + "|".join(_NAMES) + ")(?!时间)")  # not a time zone (`北京时间`)


def cjk_places(folded: str) -> list[tuple[int, int]]:
    """Spans of the places of the list that `folded` names."""
    return [m.span() for m in _PLACE_RE.finditer(folded)]
