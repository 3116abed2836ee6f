#!/bin/sh
# Install the Debian-packaged applications of the test bed (benchmark-only; CI does not run this):
# MediaWiki, DokuWiki, Fossil and WordPress (with its default theme, Twenty Twenty-Three, and MariaDB),
# and the PHP command line that serves the PHP ones (php -S).
#
#   sudo sh tests/testbed/install-debian.sh
#
# Idempotent: packages already installed are left alone, and nothing is fetched when all are there.
# --no-install-recommends keeps what is not named here out: the wikis run on SQLite; WordPress needs
# MySQL or MariaDB, so mariadb-server is named (and WordPress's recommended theme, which it would drop).
# No service is configured or started by the test bed: each module copies what it needs into its
# own working directory and serves it on 127.0.0.1 (tests/testbed/{mediawiki,dokuwiki,fossil,wordpress}.py);
# WordPress's module runs its own MariaDB server on a socket in that directory. Installing
# mariadb-server may start the system's MariaDB service (Debian's policy); the test bed does not use it.
# MediaWiki's and WordPress's packages depend on some web server (apt picks apache2); the test bed does not use it.
set -eu

PACKAGES="mediawiki dokuwiki fossil php-cli php-sqlite3 php-xml php-mbstring php-intl
    wordpress wordpress-theme-twentytwentythree mariadb-server php-mysql"

missing=""
for pkg in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q '^install ok installed$'; then
        missing="$missing $pkg"
    fi
done

if [ -z "$missing" ]; then
    echo "test bed (Debian): all installed:$(printf ' %s' $PACKAGES)"
    exit 0
fi

if [ "$(id -u)" != 0 ]; then
    echo "test bed (Debian): missing:$missing; run this script as root (sudo)" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# An image without package lists (e.g. a fresh container) needs them before installing.
if [ -z "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v -e '^lock$' -e '^partial$' -e '^auxfiles$')" ]; then
    apt-get update
fi
# shellcheck disable=SC2086
apt-get install -y --no-install-recommends $missing
echo "test bed (Debian): installed:$missing"
