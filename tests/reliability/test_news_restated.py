"""Faithful restatements of Chinese news pass: each pair below is a claim and the sentence it
restates (its excerpt and output), as a continuation or a summary writes it: another numeral or
magnitude, an approximation or a bound the value meets, a clock or date written otherwise, a
shortened name. On round 21's last tree (f1b3967) the 15 marked failed (LOW_CONFID or REJECT)
and the 3 marked warned; all pass now."""

from __future__ import annotations

import pytest
from loghub_quotes import check

RESTATED = [
    # figures
    ("全国居民人均可支配收入约3.9万元，比上年增长6.3%。",
     "2023年全国居民人均可支配收入39218元，比上年名义增长6.3%。"),
    ("全国居民人均可支配收入39218元，比上年增长百分之六点三。",
     "2023年全国居民人均可支配收入39218元，比上年名义增长6.3%。"),
    ("一季度200多个项目开工，总投资约3000万元。",
     "据介绍，今年一季度共有两百多个项目开工，总投资约三千万元。"),
    ("社会消费品零售总额四十七点一万亿元，增长百分之七点二。",
     "全年社会消费品零售总额47.1万亿元，增长7.2%。"),  # failed
    ("活动为期三天，预计吸引一万二千名观众。", "活动为期3天，预计吸引1.2万名观众。"),
    ("营收一亿两千万元", "公司营收1.2亿元。"),
    ("营收3.5亿美元", "公司营收35000万美元。"),
    ("截至2023年底，总人口为1.4亿人", "截至2023年末，全省总人口14000万人。"),
    ("共计一千二百余人参加", "共有1236人参加。"),  # failed
    ("共计1200余人参加", "共有1236人参加。"),  # failed
    ("共有1000多人参加", "共有1236人参加。"),  # failed
    ("事故造成数十人受伤", "事故造成37人受伤，其中3人伤势较重。"),  # failed
    ("事故造成近百人受伤", "事故造成97人受伤。"),  # failed
    ("超过三分之一的企业已复工", "全市已有38%的企业复工。"),  # warned
    ("近七成企业已复工", "全市已有68.5%的企业复工。"),  # failed
    ("公司营收同比增长超过两成。", "公司营收同比增长23.5%。"),  # failed
    ("该市常住人口超过2000万。", "该市常住人口为2185.3万人。"),  # failed
    ("CPU 使用率约为95%", "CPU usage 92%"),  # failed
    ("交易金额为3亿港元", "交易金额为3亿港元。"),
    # dates and clocks
    ("国家统计局15日发布1-2月国民经济运行数据。",
     "国家统计局于2023年3月15日发布1-2月国民经济运行数据。"),  # failed
    ("国家统计局于周三发布1-2月国民经济运行数据。",
     "国家统计局于2023年3月15日（周三）发布1-2月国民经济运行数据。"),
    ("活动将于4月1日上午10点在北京国家会议中心举行。",
     "活动将于2023年4月1日上午10时在北京国家会议中心举行。"),  # warned
    ("截至6月底，全国共有5G基站293.7万个。",
     "截至2023年6月末，全国5G基站总数达293.7万个。"),  # failed
    ("4日晚8时许发生事故。", "事故发生于4日20时许。"),  # failed
    ("比赛将于本周六下午3点开始。", "比赛定于12月9日（周六）15时开始。"),  # failed
    ("order-svc 在10点05分重启",
     "2023-04-01 10:05:03 INFO order-svc restarted"),  # failed
    # names and ranks
    ("国家发改委表示，将加快项目审批。", "国家发展改革委新闻发言人孟玮表示，将加快项目审批进度。"),
    ("孟玮表示，将加快项目审批。", "国家发展改革委新闻发言人孟玮表示，将加快项目审批进度。"),
    ("张伟是该公司创始人。", "该公司创始人张伟表示，公司将继续扩大投资。"),  # warned
    ("今年是第十届", "本届是第10届。"),
    ("该校排名第一", "该校排名第1位。"),
]


@pytest.mark.parametrize(("claim", "excerpt"), RESTATED)
def test_a_faithful_restatement_passes(claim: str, excerpt: str) -> None:
    report = check(claim, excerpt, excerpt)
    assert report.status == "pass", [f.message for f in report.findings]
