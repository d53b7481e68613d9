#!/bin/sh
# Create nbgrader's exchange for a class on one machine, and the course's folder in it: run as root.
#     sh setup_exchange.sh [/srv/nbgrader/exchange] [lab-instructor] [tool-calling-lab]
# The exchange root: everyone may create entries, nobody may remove or rename another's (1777,
# like /tmp). The course folder is created here, owned by the instructor, with nbgrader's own
# modes, before any student can log in: a student who made it first would own the class's
# inbound (and list everyone's submissions) and its outbound (and hand out their own notebook).
#   <course>            0755  the instructor's; readable by all
#   <course>/outbound   0755  released assignments: readable, not writable by students
#   <course>/inbound    2733  submissions: writable, not listable (each one under a random name)
#   <course>/feedback   0711  released feedback: reachable by its hashed name only
# Running it again restores these modes; a course folder someone else owns stops it (say what to do).
set -eu
root="${1:-/srv/nbgrader/exchange}"
instructor="${2:-lab-instructor}"
course_id="${3:-tool-calling-lab}"
id "$instructor" >/dev/null 2>&1 || { echo "setup_exchange.sh: no account $instructor (create it first)" >&2; exit 1; }
mkdir -p "$root"
chown root:root "$root"
chmod 1777 "$root"
course="$root/$course_id"
# The rest runs as the instructor: the root is writable by everyone, so root does nothing in it
# (a link planted there would make root act on whatever it points to).
runuser -u "$instructor" -- sh -eu -c '
course=$1; instructor=$2
for sub in "" /outbound /inbound /feedback; do
  if [ -L "$course$sub" ] || { [ -e "$course$sub" ] && [ "$(stat -c %U "$course$sub")" != "$instructor" ]; }; then
    echo "setup_exchange.sh: $course$sub exists and is not $instructor'"'"'s folder (owner: $(stat -c %U "$course$sub" 2>/dev/null))." >&2
    echo "  Someone created it before the course did. Look at it, then remove it (sudo rm -rf $course$sub) and run this again." >&2
    exit 1
  fi
  mkdir -p "$course$sub"
done
chmod 0755 "$course" "$course/outbound"
chmod 2733 "$course/inbound"
chmod 0711 "$course/feedback"
' setup_exchange "$course" "$instructor"
echo "exchange ready: $root (course $course_id, owned by $instructor)"
