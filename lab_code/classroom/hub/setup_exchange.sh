#!/bin/sh
# Create nbgrader's exchange for a class on one machine: run once, as root.
#     sh setup_exchange.sh [/srv/nbgrader/exchange]
# Everyone may create entries in it, nobody may delete another's (mode 1777, like /tmp); what
# nbgrader creates inside gets its own modes: released assignments readable by all, the inbound
# folder writable but not listable (733), each submission under a name nobody can guess.
set -eu
root="${1:-/srv/nbgrader/exchange}"
mkdir -p "$root"
chown root:root "$root"
chmod 1777 "$root"
echo "exchange ready: $root"
