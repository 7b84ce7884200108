#!/bin/sh
# Development: the API on port 3001 restarts on change; Vite serves the app with hot reload
# on port 3000 and forwards /web, /dev, /healthz, /payments and the /batch-progress WebSocket to
# the API. People reach the portal at port 3000: that is the origin the API trusts (the progress
# feed's upgrade, the payment fields' parent page) and the one its mails link to.
set -e
PORT=3001 PUBLIC_URL=http://localhost:3000 npx tsx watch server/main.ts &
api=$!
trap 'kill $api' EXIT INT TERM
API_PORT=3001 npx vite
