#!/usr/bin/env bash
# Installs what the host tests need from Debian (bookworm): WordPress 6.1 with its Twenty
# Twenty-Three theme, MariaDB, PHP's command line (its built-in server serves WordPress) and
# Hugo. Does nothing when they are there already. (The Next.js and Angular host tests need only
# Node and npm: each installs its app's packages with npm ci.)
set -euo pipefail

need=()
[ -f /usr/share/wordpress/wp-settings.php ] || need+=(wordpress)
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || need+=(wordpress-theme-twentytwentythree)
command -v mariadbd >/dev/null || need+=(mariadb-server)
command -v php >/dev/null || need+=(php-cli)
php -r "exit(extension_loaded('mysqli') ? 0 : 1);" 2>/dev/null || need+=(php-mysql)
command -v hugo >/dev/null || need+=(hugo)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "hosts: missing Debian packages: ${need[*]} (run as root, or: sudo apt-get install ${need[*]})" >&2
  exit 1
fi
echo "hosts: installing ${need[*]}"
start=$(date +%s)
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# No recommends: no Apache configuration, no language packs; WordPress pulls in PHP and its
# modules. policy-rc.d, where present, keeps the packages' services from starting.
apt-get install -y -qq --no-install-recommends wordpress wordpress-theme-twentytwentythree mariadb-server php-cli php-mysql hugo >/dev/null
echo "hosts: installed in $(( $(date +%s) - start )) s"
