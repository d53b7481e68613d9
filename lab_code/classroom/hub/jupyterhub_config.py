"""JupyterHub for a class on one machine: local accounts, nbgrader's exchange, formgrader.

    sudo jupyterhub -f /opt/tool-calling-lab/jupyterhub_config.py     # install.sh puts it there

* **Accounts**: the machine's own (PAM); the roster (``roster.py``) creates them, with private
  homes, and lists who may log in. The instructor is the Hub's admin.
* **Servers**: each user's JupyterLab runs as that user (``LocalProcessSpawner``), from the class
  virtualenv, with ``JUPYTER_CONFIG_PATH`` chosen by role: students get nbgrader's assignment
  list (fetch, validate, submit) and nothing of its teacher tools; the instructor gets formgrader
  at ``/user/<instructor>/formgrader`` with the course directory set.
* **Exchange and course id**: ``/etc/jupyter/nbgrader_config.py`` (``nbgrader_config.py`` here).
* **zig**: ``install.sh`` warms one cache; a student's first start seeds their own cache from it
  (``zig_seed``: the compiled objects as hard links to root's read-only files, put in place by
  a process that is the student), so no student compiles a C runtime and nobody can change
  another's.
* **Lessons**: nbgitpuller clones ``<LAB_HUB_HOME>/lessons.git`` (root's) as the student; git
  refuses a repository another account owns ("dubious ownership") unless ``safe.directory``
  names it in a protected configuration, so every server reads ``install.sh``'s gitconfig
  (``GIT_CONFIG_SYSTEM``: that one path, plus the machine's ``/etc/gitconfig``), and git's check
  stays on for everything else. (``GIT_CONFIG_COUNT`` or ``-c`` would not do: git drops them
  for the ``upload-pack`` that reads a ``file://`` repository.)
* **JupyterLab**: Chinese UI and no news pop-up, from the overrides ``install.sh`` copies into
  the class virtualenv (``jupyterlab-overrides.json``: the launcher's defaults, for every account).

Everything site-specific comes from the environment (defaults in brackets): ``LAB_PREFIX``
[/opt/tool-calling-lab], ``LAB_HUB_HOME`` [/srv/tool-calling-lab], ``LAB_INSTRUCTOR``
[lab-instructor], ``LAB_COURSE_DIR`` [~instructor/course], ``LAB_HUB_URL``
[http://:8000]; ``LAB_HUB_API_TOKEN`` adds a service with that token (tests, monitoring).

Lessons: shared
"""

import os
import pwd
from pathlib import Path

c = get_config()  # noqa: F821 (JupyterHub provides it)

PREFIX = Path(os.environ.get("LAB_PREFIX", "/opt/tool-calling-lab"))
STATE = Path(os.environ.get("LAB_HUB_HOME", "/srv/tool-calling-lab"))
INSTRUCTOR = os.environ.get("LAB_INSTRUCTOR", "lab-instructor")
COURSE_DIR = os.environ.get("LAB_COURSE_DIR") or str(Path(pwd.getpwnam(INSTRUCTOR).pw_dir) / "course")
ROSTER = STATE / "allowed_users.txt"  # one account per line, written by roster.py

c.JupyterHub.bind_url = os.environ.get("LAB_HUB_URL", "http://:8000")
PROXY = PREFIX / "proxy" / "node_modules" / ".bin" / "configurable-http-proxy"  # install.sh puts it there
if PROXY.exists():
    c.ConfigurableHTTPProxy.command = [str(PROXY)]
PRIVATE = STATE / "hub"  # the Hub's database, cookie secret and proxy pid: root's alone
PRIVATE.mkdir(mode=0o700, parents=True, exist_ok=True)
c.JupyterHub.db_url = f"sqlite:///{PRIVATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(PRIVATE / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(PRIVATE / "jupyterhub-proxy.pid")

c.JupyterHub.authenticator_class = "pam"
students = (
    [line.strip() for line in ROSTER.read_text().splitlines() if line.strip()] if ROSTER.exists() else []
)
c.Authenticator.allowed_users = {INSTRUCTOR, *students}
c.Authenticator.admin_users = {INSTRUCTOR}

c.JupyterHub.spawner_class = "jupyterhub.spawner.LocalProcessSpawner"
c.Spawner.cmd = [str(PREFIX / "venv" / "bin" / "jupyterhub-singleuser")]
c.Spawner.default_url = "/lab"
c.Spawner.notebook_dir = "~"
c.Spawner.environment = {
    "LANG": "C.UTF-8",
    # git (nbgitpuller, a terminal) accepts the lessons repository, root's, and no other foreign
    # one: install.sh's gitconfig names that path (and includes the machine's /etc/gitconfig)
    "GIT_CONFIG_SYSTEM": str(PREFIX / "gitconfig"),
}
if os.environ.get("LAB_EXCHANGE_ROOT"):  # an exchange elsewhere than /srv/nbgrader/exchange
    c.Spawner.environment["LAB_EXCHANGE_ROOT"] = os.environ["LAB_EXCHANGE_ROOT"]


def pre_spawn_hook(spawner) -> None:
    """Students and the instructor differ only in their Jupyter configuration folder; everyone's
    zig cache starts warm (seeded once from the machine's, see ``zig_seed``)."""
    from lab_code.classroom.hub.zig_seed import seed
    from lab_code.wire.settings import zig_cache_for

    if (STATE / "zig-cache").is_dir():
        account = pwd.getpwnam(spawner.user.name)
        own = zig_cache_for(Path(account.pw_dir) / ".cache" / "tool-calling-lab")  # where theirs will look
        seed(STATE / "zig-cache", own, account, STATE)  # the work in the home is done as the student
    role = "instructor" if spawner.user.name == INSTRUCTOR else "student"
    paths = [str(PREFIX / f"jupyter-{role}"), os.environ.get("LAB_EXTRA_CONFIG_PATH", "")]
    spawner.environment["JUPYTER_CONFIG_PATH"] = os.pathsep.join(p for p in paths if p)
    if role == "instructor":
        spawner.environment["LAB_COURSE_DIR"] = COURSE_DIR


c.Spawner.pre_spawn_hook = pre_spawn_hook

# A test or a monitoring job may use the Hub's REST API with a token of its own.
if os.environ.get("LAB_HUB_API_TOKEN"):
    c.JupyterHub.services = [{"name": "lab-admin", "api_token": os.environ["LAB_HUB_API_TOKEN"]}]
    c.JupyterHub.load_roles = [
        {
            "name": "lab-admin",
            "scopes": ["admin:users", "admin:servers", "tokens", "access:servers"],
            "services": ["lab-admin"],
        }
    ]
