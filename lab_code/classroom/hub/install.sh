#!/bin/sh
# Install the course for a class on this machine: JupyterHub with local accounts, nbgrader's
# exchange with the course's folder in it, the instructor's account and course directory, the
# grading sandbox, a warm zig cache, the lesson notebooks for nbgitpuller.
# Debian 12 or Ubuntu 24.04, as root, from the course's checkout:
#
#     sudo sh lab_code/classroom/hub/install.sh
#
# What it creates (override with the variables in brackets):
#   [LAB_PREFIX]     /opt/tool-calling-lab   the class virtualenv (a copy of lab_code, no solutions/),
#                                            configurable-http-proxy (npm), jupyterhub_config.py,
#                                            the jupyter-student/instructor configs
#   [LAB_HUB_HOME]   /srv/tool-calling-lab   the Hub's state, the roster, the zig cache, lessons.git
#   [LAB_INSTRUCTOR] lab-instructor          the instructor's account (made without a password: passwd it)
#   [LAB_COURSE_DIR] ~instructor/course      the nbgrader course directory (written once, never replaced)
#   /srv/nbgrader/exchange                   nbgrader's exchange and the course's folder in it
#   /etc/jupyter/nbgrader_config.py          the exchange and the course id, for every account
#   /etc/systemd/system/jupyterhub.service   the Hub as a service (not started: see the guide)
# Running it again updates the course package and the configuration and keeps everything else;
# the dependencies are installed again only when requirements.txt or requirements-hub.txt changed.
# For a trial install that leaves the machine's own folders alone (CI does this):
#   LAB_ROOT_DIR=/tmp/trial puts /etc/... and /srv/nbgrader under /tmp/trial; LAB_WARM_ZIG=0 skips zig.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../../.." && pwd)
prefix="${LAB_PREFIX:-/opt/tool-calling-lab}"
state="${LAB_HUB_HOME:-/srv/tool-calling-lab}"
system="${LAB_ROOT_DIR:-}"
instructor="${LAB_INSTRUCTOR:-lab-instructor}"
course_id=tool-calling-lab
# The system's Python: every account must be able to run the class virtualenv (a Python under
# root's home, e.g. pyenv's, is not reachable for them). LAB_PYTHON picks another one.
python="${LAB_PYTHON:-/usr/bin/python3}"
[ "$(id -u)" = 0 ] || { echo "install.sh: run it as root (sudo)" >&2; exit 1; }
started=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - started )) s)"; }

step "system packages (only those missing)"
want=""
[ -x "$python" ] || want="$want python3"
"$python" -c "import venv, ensurepip" 2>/dev/null || want="$want python3-venv"
for tool in bwrap:bubblewrap setpriv:util-linux runuser:util-linux git:git npm:npm; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || want="$want ${tool#*:}"
done
if [ -n "$want" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $want >/dev/null
fi

step "the instructor's account ($instructor)"
if ! id "$instructor" >/dev/null 2>&1; then
  useradd --create-home -K HOME_MODE=0700 --shell /bin/bash "$instructor"
  echo "   made $instructor without a password: sudo passwd $instructor"
fi
course="${LAB_COURSE_DIR:-$(getent passwd "$instructor" | cut -d: -f6)/course}"

step "the class virtualenv in $prefix/venv (the course package copied in, without solutions/)"
mkdir -p "$prefix" "$state"
chmod 0755 "$prefix"
chmod 0711 "$state"  # students reach the zig cache and lessons.git in it, and list nothing
[ -x "$prefix/venv/bin/python" ] || "$python" -m venv "$prefix/venv"
pins=$(cat "$checkout/requirements.txt" "$here/requirements-hub.txt" | sha256sum | cut -c1-16)
if [ "$(cat "$prefix/venv/.lab-pins" 2>/dev/null)" != "$pins" ]; then
  grep -v '^-e ' "$checkout/requirements.txt" > "$prefix/requirements-pins.txt"
  "$prefix/venv/bin/pip" install -q --disable-pip-version-check \
    -r "$prefix/requirements-pins.txt" -r "$here/requirements-hub.txt"
  echo "$pins" > "$prefix/venv/.lab-pins"
else
  echo "   the pinned dependencies are installed already"
fi
# The course package, built from a copy of lab_code/ (a build in the checkout would leave build/
# there), with the pinned setuptools of the virtualenv: nothing is downloaded for it. The copy's
# content (names, bytes; no times) says whether the installed one is already this one.
package=$(mktemp -d)
tar -C "$checkout" --exclude=__pycache__ --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner \
  -cf "$package/lab_code.tar" lab_code pyproject.toml
content=$(sha256sum < "$package/lab_code.tar" | cut -c1-16)
if [ "$(cat "$prefix/venv/.lab-package" 2>/dev/null)" != "$content" ]; then
  tar -C "$package" -xf "$package/lab_code.tar"
  "$prefix/venv/bin/pip" install -q --disable-pip-version-check --no-deps --no-build-isolation \
    --force-reinstall "$package"
  echo "$content" > "$prefix/venv/.lab-package"
else
  echo "   the course package is this checkout's already"
fi
rm -rf "$package"
cp "$here/jupyterhub_config.py" "$prefix/jupyterhub_config.py"
rm -rf "$prefix/jupyter-student" "$prefix/jupyter-instructor"
cp -r "$here/jupyter-student" "$here/jupyter-instructor" "$prefix/"
# Every account's JupyterLab starts in Chinese, without the news question (the launcher's defaults;
# a student who switches to English keeps English): JupyterLab's overrides, in the virtualenv.
install -D -m 0644 "$here/jupyterlab-overrides.json" \
  "$prefix/venv/share/jupyter/lab/settings/overrides.d/tool-calling-lab.json"

step "configurable-http-proxy, the Hub's proxy (npm, in $prefix/proxy)"
if [ ! -x "$prefix/proxy/node_modules/.bin/configurable-http-proxy" ]; then
  npm install --silent --no-audit --no-fund --prefix "$prefix/proxy" configurable-http-proxy@5.3.0
fi
# git refuses a repository another account owns ("dubious ownership"): the lessons repository is
# root's, so the students' git is told about that one path, in a system configuration of the
# class's own (the servers get GIT_CONFIG_SYSTEM; it includes the machine's /etc/gitconfig). Not
# GIT_CONFIG_COUNT/-c: git drops those for the process that reads a file:// repository.
printf '[include]\n\tpath = /etc/gitconfig\n[safe]\n\tdirectory = %s\n' "$state/lessons.git" > "$prefix/gitconfig"
chmod -R a+rX "$prefix"

step "nbgrader's exchange, the course's folder in it ($instructor's), machine-wide settings"
sh "$here/setup_exchange.sh" "$system/srv/nbgrader/exchange" "$instructor" "$course_id"
mkdir -p "$system/etc/jupyter"
cp "$here/nbgrader_config.py" "$system/etc/jupyter/nbgrader_config.py"

step "the instructor's course directory ($course)"
if [ -e "$course" ]; then
  echo "   $course exists: kept (to update it: see the guide, section 3, --overwrite)"
else
  # Written by root from the checkout (the solutions are read there), handed over, then copied
  # into place by the instructor: root writes nothing in the instructor's home.
  staging=$(mktemp -d)
  PYTHONPATH="$checkout" "$prefix/venv/bin/python" -m lab_code.classroom nbgrader "$staging/course" >/dev/null
  chown -R "$instructor:$(id -gn "$instructor")" "$staging/course"
  chmod 0711 "$staging"
  runuser -u "$instructor" -- cp -a "$staging/course" "$course"
  rm -rf "$staging"
fi

if [ "${LAB_WARM_ZIG:-1}" != 0 ]; then
  step "zig's C and C++ runtimes, compiled once for every target of lesson 07 (about 8 minutes on 2 cores)"
  ZIG_GLOBAL_CACHE_DIR="$state/zig-cache" "$prefix/venv/bin/python" -m lab_code.workspace.runtimes --cxx \
    aarch64-linux-musl riscv64-linux-musl x86_64-windows-gnu
  chmod -R a+rX "$state/zig-cache"   # everyone reads it; only root writes it
fi

step "the lesson notebooks, for nbgitpuller ($state/lessons.git)"
sh "$here/publish_lessons.sh" "$state/lessons.git"

step "JupyterHub as a service"
mkdir -p "$system/etc/systemd/system"
sed -e "s#@PREFIX@#$prefix#g" -e "s#@STATE@#$state#g" "$here/jupyterhub.service" > "$system/etc/systemd/system/jupyterhub.service"
touch "$state/allowed_users.txt"
step "done. Next: the instructor's password, the roster, the Hub (lab_code/classroom/README.md, section 5)."
