#!/usr/bin/env bash
# Make sure the e2e suite can run: Debian's Chromium, a CJK font (fonts-wqy-zenhei), and Debian's nginx (the
# delivery spec runs docker/nginx/default.conf.template in it, as Docker is not available everywhere).
# Idempotent and silent when all are already present. Never downloads Playwright browsers.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"

have_chromium() { [ -x "$chromium" ] || command -v "$chromium" >/dev/null 2>&1; }
have_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null)" ]; }
have_nginx() { [ -x "$nginx" ]; }

if have_chromium && have_cjk_font && have_nginx; then
  exit 0
fi

packages=()
have_chromium || packages+=(chromium)
have_cjk_font || packages+=(fonts-wqy-zenhei)
command -v fc-list >/dev/null 2>&1 || packages+=(fontconfig)
# nginx-light: the smallest Debian nginx with gzip_static. Where an init system runs, its package also starts the
# default site on port 80; the spec runs its own nginx on a free port.
have_nginx || packages+=(nginx-light)

cannot_install() {
  echo "ensure-browser: $1" >&2
  echo "ensure-browser: the e2e tests need Debian's Chromium at $chromium, a CJK font and nginx at $nginx." >&2
  echo "ensure-browser: install them as root, then re-run:  apt-get install -y ${packages[*]}" >&2
  echo "ensure-browser: (do not use 'npx playwright install'; the tests use the system Chromium)" >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || cannot_install "apt-get not found (not a Debian-based system)."

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  # Without a terminal sudo cannot ask for a password, so require passwordless sudo then.
  if [ ! -t 0 ] && ! sudo -n true 2>/dev/null; then
    cannot_install "not root, and sudo needs a password but there is no terminal."
  fi
  sudo=(sudo)
else
  cannot_install "not root and sudo is not available."
fi

echo "ensure-browser: installing ${packages[*]} with apt-get ..."
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null

have_chromium || cannot_install "Chromium is still missing at $chromium after installing (CHROMIUM_PATH points elsewhere?)."
have_cjk_font || cannot_install "no CJK font found by 'fc-list :lang=zh' after installing."
have_nginx || cannot_install "nginx is still missing at $nginx after installing (NGINX_PATH points elsewhere?)."
echo "ensure-browser: ok ($("$chromium" --version 2>/dev/null | head -n1 || echo chromium))"
