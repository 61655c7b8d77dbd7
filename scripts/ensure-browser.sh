#!/usr/bin/env bash
# Make sure the e2e suite can run: Debian's Chromium and a CJK font (fonts-wqy-zenhei).
# Idempotent and silent when both are already present. Never downloads Playwright browsers.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

have_chromium() { [ -x "$chromium" ] || command -v "$chromium" >/dev/null 2>&1; }
have_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null)" ]; }

if have_chromium && have_cjk_font; then
  exit 0
fi

packages=(chromium fonts-wqy-zenhei)
command -v fc-list >/dev/null 2>&1 || packages+=(fontconfig)

cannot_install() {
  echo "ensure-browser: $1" >&2
  echo "ensure-browser: the e2e tests need Debian's Chromium at $chromium and a CJK font." >&2
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
echo "ensure-browser: ok ($("$chromium" --version 2>/dev/null | head -n1 || echo chromium))"
