#!/bin/sh
# Development: Vite serves the app with hot reload on PORT (3000 unless set) and forwards the
# API's paths (vite.config.ts: /web, /api, /dev, /payments, the probes and the /batch-progress
# WebSocket) to the API, which runs on API_PORT (the next port unless set) and restarts on
# change. People reach the portal at Vite's port: that is the origin the API trusts (the
# progress feed's upgrade, the payment fields' parent page) and the one its mails link to.
set -e
web_port=${PORT:-3000}
api_port=${API_PORT:-$((web_port + 1))}
PORT=$api_port PUBLIC_URL=http://localhost:$web_port npx tsx watch server/main.ts &
api=$!
trap 'kill $api' EXIT INT TERM
API_PORT=$api_port npx vite --port "$web_port" --strictPort
