#!/usr/bin/env bash
# The host names of the cross-site tests (test/e2e): the demo shop on shop.test and the sandbox
# platform on platform.test, both on this machine. Adds "127.0.0.1 shop.test platform.test" to
# /etc/hosts (HOSTS_FILE) when a name is missing and this runs as root; otherwise says what to
# add and fails. Does nothing when both names are there already.
set -euo pipefail

hosts_file=${HOSTS_FILE:-/etc/hosts}
missing=()
for name in shop.test platform.test; do
  # A line that maps an address to the name (comments left out).
  grep -qE "^[^#]*[[:space:]]${name//./\\.}([[:space:]]|\$)" "$hosts_file" || missing+=("$name")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
line="127.0.0.1 ${missing[*]}"
if [ "$(id -u)" != 0 ]; then
  echo "cross-site hosts: add the line \"$line\" to $hosts_file (as root: bash scripts/cross-site-hosts.sh)" >&2
  exit 1
fi
echo "$line" >>"$hosts_file"
echo "cross-site hosts: added \"$line\" to $hosts_file"
