#!/usr/bin/env bash
# Security scan: sqlmap (SQL injection) and wapiti (injection, XSS, headers, cookies, files)
# against a local instance on a fresh embedded database, signed in as the demo business.
# Prints one line per target and where the full reports are; docs/security.md records the
# findings of the last run and what was done about each.
#
#   npm run bench:security                 # SCAN_PORT=3190, reports under $TMPDIR
set -euo pipefail
cd "$(dirname "$0")/.."

port=${SCAN_PORT:-3190}
base="http://127.0.0.1:$port"
work=$(mktemp -d "${TMPDIR:-/tmp}/maplepost-scan.XXXXXX")
echo "reports: $work"

missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
command -v wapiti >/dev/null || missing+=(wapiti)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[ -f dist/web/index.html ] || npm run build >/dev/null

# TRUST_PROXY=1, as behind a load balancer: sqlmap's xforwardedfor tamper then sends each probe
# from another address, so the per-address rate limits (which would answer most probes 429 and
# hide the route from the scan) do not stop it. Everything else is as `npm start` runs.
PORT=$port HOST=127.0.0.1 PUBLIC_URL=$base TRUST_PROXY=1 DATA_DIR="$work/data" \
  node_modules/.bin/tsx server/main.ts >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do curl -sf "$base/healthz" >/dev/null && break; sleep 1; done

# The headers a same-origin page sends with its writes.
same_origin=(-H "Origin: $base" -H 'Sec-Fetch-Site: same-origin')
api() { curl -sf -b "$cookie" "${same_origin[@]}" "$@"; }
curl -sf -c "$work/jar" "${same_origin[@]}" -H 'Content-Type: application/json' \
  "$base/web/auth/login" -d '{"email":"business@maplepost.test","password":"Maplepost-Demo-2026!"}' >/dev/null
cookie=$(awk '$6 == "maplepost_session" { print $6 "=" $7 }' "$work/jar")
[ -n "$cookie" ] || { echo "could not sign in as the demo business"; exit 1; }

# One paid order (monthly invoice), so its label and the month's invoice exist to be probed,
# and one unpaid, for validation.
order='{"senderName":"Maple Leaf Bakery","senderPhoneNumber":"6045550142","senderEmail":"orders@mapleleafbakery.test","senderCompany":"","senderStreetAddress":"1055 W Georgia St","senderUnitNumber":"","senderCity":"Vancouver","senderProvince":"BC","senderPostalCode":"V6E 3P3","senderCountryCode":"CA","recipientName":"Ada Lovelace","recipientPhoneNumber":"4165550199","recipientEmail":"","recipientCompany":"","recipientStreetAddress":"290 Bremner Blvd","recipientUnitNumber":"","recipientCity":"Toronto","recipientProvince":"ON","recipientPostalCode":"M5V 3L9","recipientCountryCode":"CA","weight":2,"weightUnit":"KGS","length":30,"width":20,"height":10,"dimensionUnit":"CM","packageInstruction":"","serviceCode":"CA_GROUND"}'
json_field() { sed -E "s/.*\"$1\":\"([^\"]+)\".*/\\1/"; }
tracking=$(api -H 'Content-Type: application/json' "$base/web/order/create" -d "$order" | json_field trackingNumber)
batch=$(api -H 'Content-Type: application/json' "$base/web/ship/validate" \
  -d "{\"batchId\":null,\"shippingRequests\":[{\"trackingNumber\":\"$tracking\",\"serviceCode\":\"CA_GROUND\"}]}" |
  json_field shippingBatchId)
api "$base/web/ship/payment/$batch" -d 'paymentNonce=&saveCard=false&mode=sandbox' >/dev/null
unpaid=$(api -H 'Content-Type: application/json' "$base/web/order/create" -d "$order" | json_field trackingNumber)
month=$(TZ=America/Vancouver date +%Y-%m) # billing months are Vancouver calendar months
echo "signed in as business@maplepost.test; paid order $tracking, unpaid $unpaid; invoice $month"

# sqlmap: every parameter of each target ('*' marks a path segment to inject).
# A target is method|url|JSON body|what a true answer contains (for answers that change on
# every call, such as a new tracking number).
sqlmap_targets=(
  "GET|$base/web/order/list?page=1&size=5&status=LABEL_CREATED&recipientName=Ada&dateFrom=2026-01-01&dateTo=2026-12-31||"
  "GET|$base/web/order/$tracking*||"
  "GET|$base/web/tracking/$tracking*||"
  "GET|$base/web/label/$tracking*||"
  "GET|$base/web/user/invoices/$month*||"
  "GET|$base/web/geo/suggest?q=290+Bremner||"
  "POST|$base/web/rates|{\"weight\":2,\"weightUnit\":\"KGS\",\"originPostalCode\":\"V6E 3P3\",\"countryCode\":\"CA\",\"destinationPostalCode\":\"M5V 3L9\",\"length\":30,\"width\":20,\"height\":10,\"dimensionUnit\":\"CM\"}|"
  "POST|$base/web/order/create|$order|trackingNumber"
  "POST|$base/web/ship/validate|{\"batchId\":null,\"shippingRequests\":[{\"trackingNumber\":\"$unpaid\",\"serviceCode\":\"CA_GROUND\"}]}|shippingBatchId"
  "POST|$base/web/user/addressbook/insert|{\"name\":\"Ada Lovelace\",\"phone\":\"4165550199\",\"email\":\"\",\"companyName\":\"\",\"streetAddress\":\"290 Bremner Blvd\",\"unitNumber\":\"\",\"city\":\"Toronto\",\"province\":\"ON\",\"postalCode\":\"M5V 3L9\",\"countryCode\":\"CA\"}|addressId"
  "POST|$base/web/auth/login|{\"email\":\"business@maplepost.test\",\"password\":\"not-the-password\"}|"
)
injectable=0
for target in "${sqlmap_targets[@]}"; do
  IFS='|' read -r method url data true_answer <<<"$target"
  headers="Origin: $base
Sec-Fetch-Site: same-origin"
  args=(-u "$url" --method "$method" --cookie "$cookie" --batch --level 3 --risk 2
    --dbms PostgreSQL --threads 2 --tamper xforwardedfor --output-dir "$work/sqlmap" --flush-session
    --skip maplepost_session) # a changed session cookie only signs the probe out (401)
  [ -n "$data" ] && args+=(--data "$data") && headers+=$'\nContent-Type: application/json'
  [ -n "$true_answer" ] && args+=(--string "$true_answer")
  log="$work/sqlmap-$(echo "$method $url" | tr -c 'a-zA-Z0-9' '_' | cut -c1-80).log"
  sqlmap "${args[@]}" --headers "$headers" >"$log" 2>&1 || true
  if grep -aq "sqlmap identified the following injection" "$log"; then
    injectable=$((injectable + 1))
    verdict="INJECTABLE"
  elif grep -aq "do not appear to be injectable" "$log"; then
    verdict="no injection"
  else
    verdict="NOT TESTED: $(grep -a '\[CRITICAL\]\|\[ERROR\]' "$log" | tail -1 | cut -d' ' -f3- || true)"
  fi
  echo "sqlmap  $verdict  $method ${url#"$base"}  [$(grep -a -A1 'HTTP error codes detected' "$log" | tail -1 || true)]"
done
echo "sqlmap  $injectable of ${#sqlmap_targets[@]} targets injectable"

# wapiti: crawls the pages and attacks every parameter it finds, plus the API's GET routes.
printf '{"127.0.0.1":{"/":{"maplepost_session":{"value":"%s","version":0,"secure":false,"expires":null,"port":null}}}}' \
  "${cookie#maplepost_session=}" >"$work/cookies.json"
# No -x exclusions: Debian's wapiti 3.0.4 fails on them under Python 3.11 (re.compile flags).
wapiti -u "$base/" --scope folder -c "$work/cookies.json" --flush-session \
  -s "$base/web/order/list?page=1&size=5&recipientName=Ada" \
  -s "$base/web/geo/suggest?q=290+Bremner" -s "$base/web/tracking/$tracking" \
  -s "$base/tracking?trackingNumber=$tracking" -s "$base/web/order/export.csv?status=LABEL_CREATED" \
  -s "$base/payments/sandbox/hosted-fields" \
  -m all --max-scan-time 600 -f json -o "$work/wapiti.json" >"$work/wapiti.log" 2>&1 || true
node -e '
  const report = require(process.argv[1]);
  let count = 0;
  for (const [kind, items] of Object.entries(report.vulnerabilities ?? {})) {
    for (const item of items) {
      count += 1;
      console.log(`wapiti  ${kind}: ${item.method} ${item.path} ${item.parameter ?? ""} ${item.info}`);
    }
  }
  for (const [kind, items] of Object.entries(report.anomalies ?? {})) {
    for (const item of items) console.log(`wapiti  anomaly ${kind}: ${item.method} ${item.path} ${item.info}`);
  }
  console.log(`wapiti  ${count} findings over ${report.infos?.crawled_pages_nbr ?? "?"} crawled pages`);
' "$work/wapiti.json"
