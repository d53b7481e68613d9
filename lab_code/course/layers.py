"""The house's floors: which package sits on which layer, what it holds, which lessons use it.

One table, read two ways: ``course.lesson_map`` checks the imports against its layers (a
package imports only packages on a lower layer; two on one layer import neither way), and
``render()`` writes it as the package table at the top of ``lab_code/README.md``
(``python -m lab_code.course.lesson_map --write``), so the page and the rule cannot disagree.

    >>> LAYERS["wire"], LAYERS["agent"] < LAYERS["evals"]
    (1, True)

Lessons: shared
"""

from __future__ import annotations

from typing import NamedTuple

BEGIN, END = "<!-- layers:begin -->", "<!-- layers:end -->"


class Package(NamedTuple):
    layer: int
    holds: str  # 放什么 (Markdown, Chinese)
    lessons: str  # 哪几课用


PACKAGES = {
    "wire": Package(
        1,
        "设置（唯一的真实模型开关）、唯一的原子写文件 `atomic_write`、唯一的模型接口 `ChatModel`"
        "（按剧本的替身模型、按规则的替身模型和真实服务的适配器 `OpenAIModel` 都实现它）、`tool_choice` 的唯一读法和工具名规则、"
        "消息构造（函数工具的定义只由 `messages.function_tool` 写出）、服务端会检查的请求和对话规则、"
        "三种线路格式的假模型（Chat Completions、Responses、Anthropic Messages，含流式、结构化输出、版本头和本机 HTTP 服务；"
        "格式要满足的约定和唯一的格式清单在 `formats`）、配合任何工具和 Agent 框架的离线替身模型、工具结果的形状、"
        "模型出错的场景、第 01 课的往返",
        "全课程",
    ),
    "arguments": Package(
        2,
        "三层参数校验（手写的 JSON Schema 子集，核心之外的关键字在旁边的 `schema_keywords`）、工作目录守卫、凭据规则、"
        "Pydantic 模型和它与手写校验器的对照、严格模式转换、校验器基准",
        "02、03（04、05、07 也用）",
    ),
    "running": Package(
        3,
        "一个工具调用怎么跑：唯一的工具调用管线 `Pipeline`（解析 → 校验 → 授权 → 执行 → 脱敏 → 整形），"
        "一个工具是什么（`Tool`：定义、函数，和它自己的策略：业务规则、副作用级别、时限、熔断键、整形），"
        "以及管线各步用的策略：唯一的出错策略 `safe_call`、密钥样式的脱敏 `secret_patterns`、超时、熔断、副作用分级、"
        "调用日志、唯一的拒绝规则、分页",
        "04、05、06、07",
    ),
    "workspace": Package(
        4,
        "毕业项目的工作区机器：命令守卫和它允许的程序选项、进程运行器和进程树（资源限制、磁盘额度）、"
        "一次运行开始时对工作目录的唯一一次扫描（原始文件、凭据文件、沙箱要遮住的目录）、"
        "命令结果的结构（`CommandResult`）和它唯一的文字渲染、工作目录文件工具和 `.xbuild/` 的布局、工具链、运行时预热、"
        "缓存层、沙箱（沙箱模式的唯一读法）、按值脱敏",
        "05、07",
    ),
    "frameworks": Package(
        2,
        "第 01 课的循环用一个真实框架的零件搭出来（LangGraph 的 `ToolNode`、`tools_condition`，"
        "跑在假模型上），以及它漏掉的那一步：回答 `invalid_tool_calls`；框架是可选安装（`requirements-framework.txt`）",
        "11",
    ),
    "options": Package(4, "三种实现方案、示例工具和数据、回复语料和对比、并行执行", "04（05 也用）"),
    "tool_design": Package(5, "第 05 课的工具设计演示（重叠、描述、防呆、工具检索、截断、注入）", "05"),
    "agent": Package(
        5,
        "毕业项目：真的交叉编译的 Agent。唯一的运行装配 `crossbuild`（工具设计、脱敏、确认、按项目选验收，"
        "命令行、批量评测、MCP 都经过它）、唯一的项目目录 `projects`（演示项目和真实的库，各自写明怎么验收）、"
        "唯一的模型登记 `model_registry`、每个工具只声明一次的 `tool_specs`；`runs_db` 是 `runs.db` 全部表和写入的唯一出处",
        "06、07、08",
    ),
    "mcp": Package(
        6,
        "把毕业项目 Agent 的工具做成 MCP 服务（同一份 Schema 和护栏）、stdio 传输、手写客户端、同步的 SDK 客户端、"
        "回到函数调用的桥；命令 `python -m lab_code.mcp serve`",
        "06",
    ),
    "evals": Package(
        6,
        "评测：BFCL 用例与手写 AST 检查器、离线的替身模型、整任务批量（`--jobs`，每个任务就是一次 `crossbuild` 运行）、"
        "`runs.db` 上的 SQL 报表与图表、工具设计消融（早期设计）、真实 C 库的源码（`vendor/`）",
        "08",
    ),
    "interview": Package(
        6,
        "面试冲刺：题库（`cards/*.toml`，每张卡带出处链接）、回答的形状与评分表、素材作者项目里的数字清单"
        "（草稿引用它们必须说是作者的）、从你的 `runs.db` 读出的证据、Leitner 闪卡与进度文件、模拟面试",
        "09（00、03、04、07 的“面试怎么说”也用）",
    ),
    "model_text": Package(
        7,
        "第 10 课：模型真正读到和写出的文字——真实的聊天模板（vLLM 的 Jinja 模板，带许可证）、服务端渲染前的预处理和"
        "有时间与内存上限的沙箱渲染、服务端（vLLM）解析器的手写版本和细心的客户端的规则、vLLM 自己代码在课程输入上的运行记录、"
        "真实模型在 BFCL 上的录制输出及打分、与 BFCL 官方检查器（`vendor/` 里随许可证附带的原版代码）的一致率、"
        "教学用约束解码器、训练样本与损失掩码、本地模型服务的命令与配置",
        "10",
    ),
    "exercises": Package(
        8,
        "练习检查器和共用的检查机制（每个用例在工作线程里限时运行、只收纯数据、不许调用课程自己的实现）",
        "每课的练习",
    ),
    "classroom": Package(
        9,
        "课堂：把练习写成 nbgrader 作业、批改内核里的护栏、练习目录（老师用，学生的安装不需要）",
        "课程工具",
    ),
    "widgets": Package(9, "所有 ipywidgets 视图，本身不含逻辑", "01、02、04、07、09"),
    "course": Package(
        10,
        "启动器、notebook 重建、环境检查、`show()`、本页的课程 → 模块对照、分层规则（`layers`、`import_graph`）",
        "课程工具",
    ),
    "lite": Package(
        10,
        "浏览器里的课程（JupyterLite）：只用钉死的包构建静态站点（工具缓存、课程 wheel、站点自己的 `pyodide-lock.json`、"
        "浏览器版的课文），和浏览器里的单元格魔法 `%%desktop_only`（一课在哪里运行由 `wire.where` 回答）",
        "00–05、10 的浏览器版",
    ),
}
LAYERS = {name: package.layer for name, package in PACKAGES.items()}


def render() -> str:
    """The package table of lab_code/README.md, between its markers."""
    lines = [BEGIN, "| 层 | 包 | 放什么 | 哪几课用 |", "|---|---|---|---|"]
    lines += [f"| {p.layer} | `{name}/` | {p.holds} | {p.lessons} |" for name, p in PACKAGES.items()]
    return "\n".join([*lines, END])
