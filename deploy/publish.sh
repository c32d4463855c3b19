#!/usr/bin/env bash
# Publishes the newest commit of the site's branch on this server (deploy/systemd/ runs
# it): fetch, build, copy the build into a new release under $SITE_ROOT/releases/, point
# $SITE_ROOT/current at it, then test and reload nginx.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: deploy/publish.sh [--rebuild]

Builds the newest commit of the branch in this clone and makes it the live release in
$SITE_ROOT (public/ and nginx/ follow $SITE_ROOT/current). Does nothing when that commit
is live already, and skips a commit whose build failed, unless --rebuild is given (the
daily run: the tour's sections follow the build's date). It builds warm, on the last
build's cache, unless --rebuild is given, package-lock.json changed or the last build
failed: then clean.

Environment:
  SITE_ROOT             default /srv/nova-reyes
  PUBLISH_BRANCH        default: the branch cms-backend.json names, else main
  PUBLISH_REMOTE        default origin
  PUBLISH_INSTALL       default "npm ci --no-audit --no-fund", run when package-lock.json changed
  PUBLISH_BUILD         default "npm run build:warm": Gatsby's cache and the last public/ kept
  PUBLISH_CLEAN_BUILD   default "npm run build": on --rebuild, after an install or a failed build
  PUBLISH_NGINX_TEST    default "nginx -t"
  PUBLISH_NGINX_RELOAD  default "systemctl reload nginx"
  PUBLISH_RELAY_RESTART default "systemctl try-restart nova-reyes-oauth-relay"
EOF
}

say() { echo "publish: $*"; }
fail() {
  echo "publish: $*" >&2
  exit 1
}
read_file() { cat "$1" 2>/dev/null || true; }
# Without the lock's descriptor: a process a command leaves behind must not hold the lock.
run() { bash -c "$1" 9>&-; }

branch_in_cms_backend() {
  node -e 'try { process.stdout.write(JSON.parse(require("fs").readFileSync("cms-backend.json", "utf8")).branch || "") } catch {}' 2>/dev/null || true
}

# A failure of this commit's own making: recorded, so that the next runs skip the commit.
refuse() {
  echo "$commit" >"$SITE_ROOT/failed-commit"
  fail "$1 for $short ($commit); the live site is unchanged"
}

point_current() {
  ln -sfn "$1" "$SITE_ROOT/current.new"
  mv -T "$SITE_ROOT/current.new" "$SITE_ROOT/current"
}

switch_back() {
  if [[ -n $previous ]]; then
    point_current "$previous"
  else
    rm -f "$SITE_ROOT/current"
  fi
  rm -rf "${SITE_ROOT:?}/releases/$release"
}

# The rsync layout of docs/deploy.md kept public/ and nginx/ as real folders: they become
# the first release. public/ and nginx/ are then links through current, made once.
adopt_layout() {
  local first=00000000T000000Z-rsync name
  for name in public nginx; do
    if [[ -d $SITE_ROOT/$name && ! -L $SITE_ROOT/$name ]]; then
      say "moving $SITE_ROOT/$name into releases/$first"
      mkdir -p "$SITE_ROOT/releases/$first"
      [[ -e $SITE_ROOT/current ]] || ln -s "releases/$first" "$SITE_ROOT/current"
      mv "$SITE_ROOT/$name" "$SITE_ROOT/releases/$first/$name"
    fi
    [[ -L $SITE_ROOT/$name ]] || ln -s "current/$name" "$SITE_ROOT/$name"
  done
}

new_release_name() {
  local name
  name=$(date -u +%Y%m%dT%H%M%SZ)-$short
  # Two --rebuild runs of one commit within a second would share a name.
  while [[ -e $SITE_ROOT/releases/$name ]]; do
    sleep 1
    name=$(date -u +%Y%m%dT%H%M%SZ)-$short
  done
  echo "$name"
}

# Keeps the newest five releases, the live one (the newest) among them.
prune() {
  local releases=("$SITE_ROOT"/releases/*) old
  ((${#releases[@]} > 5)) || return 0
  for old in "${releases[@]:0:${#releases[@]}-5}"; do
    say "removing the old release ${old##*/}"
    rm -rf "$old"
  done
}

main() {
  rebuild=false
  for arg in "$@"; do
    case $arg in
      --rebuild) rebuild=true ;;
      -h | --help)
        usage
        exit 0
        ;;
      *)
        echo "publish: unknown argument $arg" >&2
        usage >&2
        exit 2
        ;;
    esac
  done

  cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")"
  cd "$(git rev-parse --show-toplevel)"

  SITE_ROOT=${SITE_ROOT:-/srv/nova-reyes}
  [[ $SITE_ROOT == /* ]] || fail "SITE_ROOT must be an absolute path, not $SITE_ROOT"
  remote=${PUBLISH_REMOTE:-origin}
  branch=${PUBLISH_BRANCH:-$(branch_in_cms_backend)}
  branch=${branch:-main}
  install=${PUBLISH_INSTALL:-npm ci --no-audit --no-fund}
  build=${PUBLISH_BUILD:-npm run build:warm}
  clean_build=${PUBLISH_CLEAN_BUILD:-npm run build}
  nginx_test=${PUBLISH_NGINX_TEST:-nginx -t}
  nginx_reload=${PUBLISH_NGINX_RELOAD:-systemctl reload nginx}
  relay_restart=${PUBLISH_RELAY_RESTART:-systemctl try-restart nova-reyes-oauth-relay}

  mkdir -p "$SITE_ROOT"
  exec 9>>"$SITE_ROOT/publish.lock"
  if ! flock --nonblock 9; then
    say "waiting for the publish run under way"
    flock --timeout 3600 9 || fail "$SITE_ROOT/publish.lock stayed locked for an hour; giving up"
  fi

  say "fetching $branch from $remote"
  git fetch --quiet "$remote" "+refs/heads/$branch:refs/remotes/$remote/$branch" ||
    fail "could not fetch $branch from $remote"
  commit=$(git rev-parse "refs/remotes/$remote/$branch^{commit}")
  short=$(git rev-parse --short "$commit")
  if ! $rebuild; then
    if [[ $commit == "$(read_file "$SITE_ROOT/current/COMMIT")" ]]; then
      say "$short is live already; nothing to do"
      exit 0
    fi
    if [[ $commit == "$(read_file "$SITE_ROOT/failed-commit")" ]]; then
      fail "$short ($commit) failed last time; skipping it until a new commit or --rebuild"
    fi
  fi

  say "checking out $short"
  git checkout --quiet --force --detach "$commit"

  # A warm build reuses the last build's .cache/ and public/: only after a build that ended
  # well, with the same packages (Gatsby's own files among them), and not on the daily rebuild.
  local lock_sum stamp=node_modules/.publish-lock-sha256 built=node_modules/.publish-built
  local command=$build
  lock_sum=$(sha256sum package-lock.json | cut -d ' ' -f 1)
  if [[ ! -d node_modules || $(read_file "$stamp") != "$lock_sum" ]]; then
    say "installing dependencies: $install"
    rm -f "$built"
    run "$install" || refuse "installing the dependencies ($install) failed"
    mkdir -p node_modules
    echo "$lock_sum" >"$stamp"
  else
    say "dependencies match package-lock.json"
  fi
  if $rebuild || [[ ! -e $built ]]; then
    command=$clean_build
  fi

  say "building $short: $command"
  rm -f "$built"
  run "$command" || refuse "the build ($command) failed"
  touch "$built"
  [[ -d public && -d deploy/nginx/generated ]] ||
    refuse "the build wrote no public/ or no deploy/nginx/generated/"

  mkdir -p "$SITE_ROOT/releases"
  release=$(new_release_name)
  local folder=$SITE_ROOT/releases/$release
  # Files the live release holds unchanged are shared with it (deploy/copy-release.mjs).
  local live live_public=""
  live=$(readlink "$SITE_ROOT/current" || true)
  [[ $live == releases/* ]] && live_public="$SITE_ROOT/$live/public"
  say "copying the build into releases/$release"
  if ! {
    mkdir "$folder" &&
      node deploy/copy-release.mjs public "$folder/public" "$live_public" &&
      cp -a deploy/nginx/generated "$folder/nginx" &&
      echo "$commit" >"$folder/COMMIT"
  }; then
    rm -rf "$folder"
    fail "could not copy the build of $short into $folder; the live site is unchanged"
  fi

  adopt_layout
  previous=$(readlink "$SITE_ROOT/current" || true)
  say "switching current to releases/$release"
  point_current "releases/$release"

  say "testing nginx: $nginx_test"
  if ! run "$nginx_test"; then
    switch_back
    echo "$commit" >"$SITE_ROOT/failed-commit"
    fail "nginx refused the configuration of $short ($commit); current is back on ${previous:-nothing}"
  fi
  say "reloading nginx: $nginx_reload"
  if ! run "$nginx_reload"; then
    # Not the commit's fault: not recorded, so the next run tries again.
    switch_back
    fail "reloading nginx failed for $short ($commit); current is back on ${previous:-nothing}"
  fi

  rm -f "$SITE_ROOT/failed-commit"
  # The sign-in relay runs from this clone: it picks up the new commit's code.
  run "$relay_restart" || echo "publish: restarting the sign-in relay ($relay_restart) failed; the site is live" >&2
  prune
  say "$short is live"
}

# The checkout above can rewrite this file while it runs: bash has read all of main first.
main "$@"
