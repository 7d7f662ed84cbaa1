#!/usr/bin/env bash
# System tools for the end-to-end tests: Xvfb (a virtual screen), xdotool (real clicks),
# ImageMagick's `import` (screenshots of the real window); and NSIS's makensis, which compiles the
# Windows installer's script (tests/packaging/test_windows_installer.py). Installed with apt-get when missing.
set -u
missing=()
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
{ command -v import >/dev/null 2>&1 && import -version 2>/dev/null | grep -q ImageMagick; } || missing+=(imagemagick)
command -v makensis >/dev/null 2>&1 || missing+=(nsis)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(uname -s)" != "Linux" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-test-deps: no apt-get here; the tests that need ${missing[*]} are skipped" >&2
  exit 0
fi
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null 2>&1; then
  echo "install-test-deps: need ${missing[*]} (apt-get install ${missing[*]}); the window tests will fail without them" >&2
  exit 0
fi
SUDO=""
[ "$(id -u)" != "0" ] && SUDO="sudo"
echo "install-test-deps: installing ${missing[*]}"
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
