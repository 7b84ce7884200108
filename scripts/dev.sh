#!/bin/sh
# Development: the API on port 3001 restarts on change; Vite serves the app with hot reload
# on port 3000 and forwards /web, /dev and /healthz to the API.
set -e
PORT=3001 npx tsx watch server/main.ts &
api=$!
trap 'kill $api' EXIT INT TERM
API_PORT=3001 npx vite
