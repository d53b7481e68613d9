#!/bin/sh
# Publish the lesson notebooks to a git repository on this machine, for nbgitpuller:
#     sh publish_lessons.sh [/srv/tool-calling-lab/lessons.git]
# Only notebooks/ goes in (no solutions/, no tests, no course directory). Run it again after
# updating the course: it commits the new notebooks on top, and each student's next click on
# the lessons link merges them into ~/lessons, keeping the cells they changed (nbgitpuller's
# merge: a student's own edits win; see the guide for getting a fresh copy of one lesson).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../../.." && pwd)
repo="${1:-/srv/tool-calling-lab/lessons.git}"
[ -d "$repo" ] || git init -q --bare --initial-branch=main "$repo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/lessons" 2>/dev/null || git init -q --initial-branch=main "$work/lessons"
find "$work/lessons" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
cp "$checkout"/notebooks/*.ipynb "$work/lessons/"
cd "$work/lessons"
git add -A
if git -c user.name=course -c user.email=course@localhost commit -q -m "Lessons as of $(date -u +%Y-%m-%dT%H:%MZ)" >/dev/null; then
  git push -q origin HEAD:main
  echo "published $(ls ./*.ipynb | wc -l) lessons to $repo"
else
  echo "no change since the last publication"
fi
chmod -R a+rX "$repo"
