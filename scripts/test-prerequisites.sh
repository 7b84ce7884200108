#!/usr/bin/env bash
# What the tests need from the system beyond npm: Debian's Chromium for the browser tests,
# poppler-utils and zbar-tools to read printed labels back, DejaVu and WenQuanYi Micro Hei for
# the text and the Chinese on them, HAProxy for the balancer of the multi-node tests
# (npm run cluster). Run before `npm test` and by CI. Installs what is missing
# when it can (as root, with apt-get); otherwise says in one line which command does, and
# stops before any test runs.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v zbarimg >/dev/null || missing+=(zbar-tools)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
command -v haproxy >/dev/null || missing+=(haproxy)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing what the tests need from Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need ${missing[*]}: install them with 'sudo apt-get update && sudo apt-get install -y ${missing[*]}', then run npm test again." >&2
  exit 1
fi
