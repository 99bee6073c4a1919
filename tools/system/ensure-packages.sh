#!/usr/bin/env bash
# Installs the Debian packages Lectern needs from the system when they are missing.
# Usage: tools/system/ensure-packages.sh chromium ffmpeg pdfinfo=poppler-utils ...
# Each argument is a command, installed from the package of the same name, or `command=package`.
set -euo pipefail
missing=()
for wanted in "$@"; do
  command="${wanted%%=*}"
  package="${wanted#*=}"
  command -v "$command" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. Install them (Debian: apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
