#!/usr/bin/env bash
# Runs the production image's Node against the dependencies that declare `node >= 22` (cookie 2,
# content-disposition 3; docs/decisions/143): builds the Dockerfile's production-dependencies stage and loads them
# there. Needs a Docker daemon that can pull node images; where none answers it says so and exits 2.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! docker info >/dev/null 2>&1; then
  echo "No Docker daemon answers here: the image's Node was not tried (see README, 'Node in production')." >&2
  exit 2
fi
image="tradespace-node-smoke:$$"
docker build --quiet --target production-dependencies --tag "$image" . >/dev/null
trap 'docker image rm --force "$image" >/dev/null 2>&1 || true' EXIT
docker run --rm "$image" node --input-type=module -e "
  const cookie = await import('cookie');
  const disposition = await import('content-disposition');
  if (typeof cookie.parse !== 'function' || typeof (disposition.default ?? disposition) !== 'function') process.exit(1);
  console.log('Node ' + process.versions.node + ' loads cookie and content-disposition');
"
