#!/bin/sh
# Install the course for a class on this machine: JupyterHub with local accounts, nbgrader's
# exchange, the grading sandbox, a warm zig cache, the lesson notebooks for nbgitpuller.
# Debian 12 or Ubuntu 24.04, as root, from the course's checkout:
#
#     sudo sh lab_code/classroom/hub/install.sh
#
# What it creates (override with the variables in brackets):
#   [LAB_PREFIX]   /opt/tool-calling-lab   the class virtualenv (a copy of lab_code, no solutions/),
#                                          jupyterhub_config.py, the jupyter-student/instructor configs
#   [LAB_HUB_HOME] /srv/tool-calling-lab   the Hub's state, the roster, the zig cache, lessons.git
#   /srv/nbgrader/exchange                  nbgrader's exchange (setup_exchange.sh)
#   /etc/jupyter/nbgrader_config.py         the exchange and the course id, for every account
#   /etc/systemd/system/jupyterhub.service  the Hub as a service (not started: see the guide)
# Running it again updates the course package and the configuration; it keeps the Hub's state.
# For a trial install that leaves the machine's own folders alone (the live Hub test does this):
#   LAB_ROOT_DIR=/tmp/trial puts /etc/... and /srv/nbgrader under /tmp/trial; LAB_WARM_ZIG=0 skips zig.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../../.." && pwd)
prefix="${LAB_PREFIX:-/opt/tool-calling-lab}"
state="${LAB_HUB_HOME:-/srv/tool-calling-lab}"
system="${LAB_ROOT_DIR:-}"
# The system's Python: every account must be able to run the class virtualenv (a Python under
# root's home, e.g. pyenv's, is not reachable for them). LAB_PYTHON picks another one.
python="${LAB_PYTHON:-/usr/bin/python3}"
[ "$(id -u)" = 0 ] || { echo "install.sh: run it as root (sudo)" >&2; exit 1; }

echo "== system packages (only those missing)"
want=""
"$python" -c "import venv, ensurepip" 2>/dev/null || want="$want python3-venv"
for tool in bwrap:bubblewrap setpriv:util-linux git:git npm:npm; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || want="$want ${tool#*:}"
done
[ -z "$want" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $want >/dev/null
command -v configurable-http-proxy >/dev/null 2>&1 || npm install -g --silent configurable-http-proxy@5.3.0

echo "== the class virtualenv in $prefix/venv (the course package copied in, without solutions/)"
mkdir -p "$prefix" "$state"
[ -x "$prefix/venv/bin/python" ] || "$python" -m venv "$prefix/venv"
grep -v '^-e ' "$checkout/requirements.txt" > "$prefix/requirements-pins.txt"
"$prefix/venv/bin/pip" install -q --disable-pip-version-check \
  -r "$prefix/requirements-pins.txt" -r "$here/requirements-hub.txt"
"$prefix/venv/bin/pip" install -q --disable-pip-version-check --no-deps --force-reinstall "$checkout"
cp "$here/jupyterhub_config.py" "$prefix/jupyterhub_config.py"
rm -rf "$prefix/jupyter-student" "$prefix/jupyter-instructor"
cp -r "$here/jupyter-student" "$here/jupyter-instructor" "$prefix/"
chmod -R a+rX "$prefix"

echo "== nbgrader's exchange and machine-wide settings"
sh "$here/setup_exchange.sh" "$system/srv/nbgrader/exchange"
mkdir -p "$system/etc/jupyter"
cp "$here/nbgrader_config.py" "$system/etc/jupyter/nbgrader_config.py"

if [ "${LAB_WARM_ZIG:-1}" != 0 ]; then
  echo "== zig's cache, warmed once for every target of lesson 07 (a few minutes the first time)"
  ZIG_GLOBAL_CACHE_DIR="$state/zig-cache" "$prefix/venv/bin/python" -m lab_code.agent.toolchain \
    aarch64-linux-musl riscv64-linux-musl x86_64-windows-gnu
  chmod -R a+rX "$state/zig-cache"   # everyone reads it; only root writes it
fi

echo "== the lesson notebooks, for nbgitpuller"
sh "$here/publish_lessons.sh" "$state/lessons.git"

echo "== JupyterHub as a service"
mkdir -p "$system/etc/systemd/system"
sed -e "s#@PREFIX@#$prefix#g" -e "s#@STATE@#$state#g" "$here/jupyterhub.service" > "$system/etc/systemd/system/jupyterhub.service"
touch "$state/allowed_users.txt"
echo "done. Next: the instructor account, the roster, the course directory (lab_code/classroom/README.md)."
