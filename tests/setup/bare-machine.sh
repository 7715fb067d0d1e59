#!/usr/bin/env bash
# The README's first command on a machine without Bun or Chromium: clones this repository into a
# temporary directory, hides every `bun` and Chromium binary in a private mount namespace (as root),
# runs the command and checks that /directory answers. Stops the site and cleans up by itself.
# Usage: tests/setup/bare-machine.sh   (exit 0 when the site answered, 1 otherwise, 2 when it cannot run)
set -euo pipefail

HIDDEN=(bun bunx chromium chromium-browser chromium-headless-shell chrome-headless-shell google-chrome google-chrome-stable chrome)
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)

if [ "${1:-}" != "--inside" ]; then
  if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null; then
    echo "cannot run: hiding bun and Chromium needs root and unshare(1)" >&2
    exit 2
  fi
  exec unshare --mount --propagation private bash "$0" --inside
fi

# A bare machine's PATH: without the node_modules/.bin folders a test runner puts first.
PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v '/node_modules/\.bin$' | paste -sd: -)
export PATH

work=$(mktemp -d)
site_pid=
cleanup() {
  [ -n "$site_pid" ] && kill -- "-$site_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Whiteouts in an overlay hide the binaries; everything else in the folder stays as it is.
for dir in /usr/bin /usr/local/bin "$HOME/.bun/bin"; do
  [ -d "$dir" ] || continue
  mkdir -p "$work/overlay$dir/upper" "$work/overlay$dir/work"
  for name in "${HIDDEN[@]}"; do mknod "$work/overlay$dir/upper/$name" c 0 0; done
  mount -t overlay overlay -o "lowerdir=$dir,upperdir=$work/overlay$dir/upper,workdir=$work/overlay$dir/work" "$dir"
done
for name in "${HIDDEN[@]}"; do
  if command -v "$name" >/dev/null; then echo "could not hide $name ($(command -v "$name"))" >&2; exit 2; fi
done
echo "bun and Chromium are hidden: $(command -v bun || echo 'bun: not found'), $(command -v chromium || echo 'chromium: not found')"

git clone -q "$repo" "$work/fresh"
cd "$work/fresh"
# The first line of the README's first code block, without its comment.
first=$(awk '/^```/{n++; next} n==1 {print; exit}' README.md | sed 's/[[:space:]]*#.*$//')
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
echo "Running the README's first command in a fresh clone: $first  (PORT=$port)"
PORT=$port HOST=127.0.0.1 setsid bash -c "$first" >"$work/site.log" 2>&1 &
site_pid=$!

url="http://127.0.0.1:$port/directory"
for _ in $(seq 1 600); do
  if ! kill -0 "$site_pid" 2>/dev/null; then
    echo "the site stopped before answering:" >&2; tail -30 "$work/site.log" >&2; exit 1
  fi
  status=$(curl -s -o "$work/directory.html" -w '%{http_code}' "$url" || true)
  if [ "$status" = 200 ]; then
    churches=$(grep -o 'href="/church/' "$work/directory.html" | wc -l)
    echo "GET /directory answered 200 with $churches church links"
    grep -E 'Seeded|sign-in|Payments|listening' "$work/site.log" || true
    [ "$churches" -gt 0 ] || { echo "the directory lists no church" >&2; exit 1; }
    # A first run is not production: the owner's journey can pay with the demo provider.
    grep -q '^Payments: demo provider' "$work/site.log" || { echo "the first run has no demo payments provider" >&2; exit 1; }
    exit 0
  fi
  sleep 1
done
echo "no answer from $url after 10 minutes:" >&2; tail -30 "$work/site.log" >&2
exit 1
