#!/bin/sh
# Writes the bulk wizard's spreadsheet fixtures (web/test-support/spreadsheets/) with
# LibreOffice, so the reader is tested against files another program wrote: each case is a CSV
# here, saved by LibreOffice Calc as .xlsx and as a real BIFF8 .xls. The files are committed;
# only regenerating them needs LibreOffice (Debian: apt-get install libreoffice-calc-nogui).
#
# The CSV import reads as a person typing into Calc would: unquoted numbers become number
# cells (02134 becomes 2134, 6045550123 a number), ISO dates become date cells, and quoted
# fields stay text cells (a number stored as text).
#
# Address styles follow public addressing examples: Canada Post's civic addresses (the unit
# before the civic number with a hyphen, rural routes with a station), French street names,
# US suites and rural route boxes.
set -eu
cd "$(dirname "$0")/.."
out=web/test-support/spreadsheets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

header=RECIPIENT_NAME,RECIPIENT_PHONE_NUMBER,RECIPIENT_STREET_ADDRESS,RECIPIENT_UNIT,RECIPIENT_EMAIL,RECIPIENT_COMPANY,RECIPIENT_CITY,RECIPIENT_PROVINCE,RECIPIENT_POSTAL_CODE,RECIPIENT_COUNTRY_CODE,PARCEL_WEIGHT,WEIGHT_UNIT,PARCEL_LENGTH,PARCEL_WIDTH,PARCEL_HEIGHT,DIMENSION_UNIT

# n rows, one parcel each to a numbered house on one Vancouver street. Names take no digit
# (spec section 5): row n is the ((n-1) mod 10)th first name with the ((n-1) div 10)th last name.
first_names="Ava Ben Chloé Dana Eli Farah Gus Hana Ivan June"
last_names="Singh Okafor Martin Tremblay Nguyen Roy Cohen Leblanc Walker Chen Gagnon"
numbered_rows() {
  echo "$header"
  seq 1 "$1" | while read -r n; do
    first=$(echo $first_names | cut -d' ' -f$(((n - 1) % 10 + 1)))
    last=$(echo $last_names | cut -d' ' -f$(((n - 1) / 10 + 1)))
    echo "$first $last,$((6045550000 + n)),$n W Georgia St,,,,Vancouver,BC,V6E 3P3,CA,1.5,KGS,30,20,10,CM"
  done
}
numbered_rows 100 >"$work/rows-100.csv"
numbered_rows 101 >"$work/rows-101.csv"

# Rows blank in every column between and after recipients: empty, and spaces only.
cat >"$work/blank-rows.csv" <<EOF
$header
Ava Singh,6045550101,1055 W Georgia St,1203,ava@example.com,,Vancouver,BC,V6E 3P3,CA,2,KGS,30,20,10,CM
,,,,,,,,,,,,,,,
"  ",,"   ",,,,,,,,,,,,,
Ben Okafor,4165550102,290 Bremner Blvd,,,,Toronto,ON,M5V 3L9,CA,1,KGS,25,20,5,CM
,,,,,,,,,,,,,,,
,,,,,,,,,,,,,,,
Chloé Martin,5145550103,1250 rue Sainte-Catherine O,,,,Montréal,QC,H3G 1P1,CA,0.5,KGS,20,15,5,CM
,,,,,,,,,,,,,,,
EOF

# Headers in other cases, with spaces around them, in another order; two extra columns.
cat >"$work/header-variants.csv" <<EOF
order ref, recipient_name ,Recipient_Phone_Number,RECIPIENT_STREET_ADDRESS,recipient_unit,recipient_email,recipient_company,Recipient_City,Recipient_Province,Recipient_Postal_Code,Recipient_Country_Code,parcel_weight,weight_unit,parcel_length,parcel_width,parcel_height,dimension_unit,Notes
A-1001,Dana Whitehorse,8675550104,4910 50 Ave,,dana@example.com,Northern Outfitters,Yellowknife,NT,X1A 1C5,CA,3.2,kgs,40,30,20,cm,Leave at the side door
EOF

# No phone column and no unit columns: every row misses its phone; units take their defaults.
cat >"$work/missing-column.csv" <<EOF
RECIPIENT_NAME,RECIPIENT_STREET_ADDRESS,RECIPIENT_UNIT,RECIPIENT_EMAIL,RECIPIENT_COMPANY,RECIPIENT_CITY,RECIPIENT_PROVINCE,RECIPIENT_POSTAL_CODE,RECIPIENT_COUNTRY_CODE,PARCEL_WEIGHT,PARCEL_LENGTH,PARCEL_WIDTH,PARCEL_HEIGHT
Eli Fournier,100 Queen St W,,,,Toronto,ON,M5H 2N2,CA,1.2,30,20,10
,200 Bay St,,,,,ON,M5J 2J5,CA,,30,20,10
EOF

# Cells of the wrong type, numbers stored as text, a ZIP stored as a number, dates.
cat >"$work/cell-types.csv" <<EOF
$header
Text Weight,6045550105,1055 W Georgia St,,,,Vancouver,BC,V6E 3P3,CA,heavy,KGS,30,20,10,CM
Numbers As Text,"6045550106",1055 W Georgia St,,,,Vancouver,BC,V6E 3P3,CA,"2.50",KGS,"30","20","10",CM
Zip As Number,6175550107,1 Harvard Way,,,,Boston,MA,02134,USA,2,lb,12,10,4,in
Zip Plus Four,6175550108,1 Harvard Way,,,,Boston,MA,"02134-1234",United States,2,LBS,12,10,4,IN
Date Weight,6045550109,1055 W Georgia St,,,,Vancouver,BC,V6E 3P3,Canada,2026-01-02,KGS,30,20,10,CM
Date Unit,6045550110,1055 W Georgia St,2026-03-04,,,Vancouver,BC,V6E 3P3,ca,1,KGS,30,20,10,CM
Odd Units,6045550111,1055 W Georgia St,,,,Vancouver,BC,V6E 3P3,CA,1,stone,30,20,10,ft
Other Country,6045550112,10 Downing St,,,,London,England,SW1A 2AA,GB,1,KGS,30,20,10,CM
EOF

# Addresses as people write them.
cat >"$work/real-world-addresses.csv" <<EOF
$header
Priya Raman,(604) 555-0113,305-1200 W 73rd Ave,,priya.raman@example.com,,Vancouver,BC,V6P 6G5,CA,1.25,KGS,35,25,12,CM
Zoë D'Amours,514-555-0114,1250 rue Sainte-Catherine O,Bureau 400,,"Dupuis, Fils & Cie",Montréal,QC,H3G 1P1,CA,0.8,KGS,22,16,6,CM
Hank Olsen,+1 403 555 0115,RR 1 STN MAIN,,,,Millarville,AB,T0L 1K0,CA,12,KGS,60,40,40,CM
Marisol Vega,9145550116,899 S Columbus Ave,Suite 210,,Vega Dental,Mount Vernon,NY,10550,US,4,LBS,14,10,8,IN
Walt Brennan,7035550117,RR 1 Box 2,,,,Herndon,VA,22071-2716,US,7.5,LBS,20,12,12,IN
Grace Liu,2125550118,350 5th Ave #3300,,grace@example.com,,New York,NY,10118,US,1,LBS,10,8,2,IN
EOF

# The browser test's journey (e2e/bulk-wizard.spec.ts): a good row, a row whose city is not its
# postal code's, a rural route, a row without its phone and one whose postal code lost a character.
cat >"$work/wizard-journey.csv" <<EOF
$header
Ava Singh,6045550101,1055 W Georgia St,1203,ava@example.com,,Vancouver,BC,V6E 3P3,CA,2,KGS,30,20,10,CM
Ben Okafor,4165550102,290 Bremner Blvd,,,,Mississauga,ON,M5V 3L9,CA,1,KGS,25,20,5,CM
Hank Olsen,4035550115,RR 1 STN MAIN,,,Prairie Seeds,Millarville,AB,T0L 1K0,CA,3,KGS,40,30,20,CM
Eli Fournier,,100 Queen St W,,,,Toronto,ON,M5H 2N2,CA,1.2,KGS,30,20,10,CM
Chloé Martin,5145550103,1250 rue Sainte-Catherine O,Bureau 400,,,Montréal,QC,H3G 1P,CA,0.5,KGS,20,15,5,CM
EOF

# Customs (issue 34): a Vancouver sender's rows, some to the US with their one customs item,
# some within Canada. HS codes typed as people type them into Calc: 6912.00 and 0901.21
# become the numbers 6912 and 901.21, a quoted code stays text. Marisol Vega, Grace Liu and
# Nadia Haddad declare good items, the lease is documents without an HS code or a value, Walt
# Brennan gave no customs at all, Tomás Reyes a vague description and a heading for an HS code;
# Zoë D'Amours is in Canada, so the customs cells someone left on her row are ignored.
customs_header="$header,CONTENTS_TYPE,ITEM_DESCRIPTION,ITEM_QUANTITY,ITEM_VALUE,CURRENCY,HS_CODE,ORIGIN_COUNTRY"
cat >"$work/cross-border.csv" <<EOF
$customs_header
Priya Raman,(604) 555-0113,305-1200 W 73rd Ave,,priya.raman@example.com,,Vancouver,BC,V6P 6G5,CA,1.25,KGS,35,25,12,CM,,,,,,,
Marisol Vega,914-555-0116,899 S Columbus Ave,Suite 210,,Vega Dental,Mount Vernon,NY,10550,USA,4,lbs,14,10,8,in,Merchandise,Stoneware coffee mug,2,24.50,CAD,6912.00,CA
Grace Liu,2125550118,350 5th Ave #3300,,grace@example.com,,New York,NY,10118,US,1,LBS,10,8,2,IN,GIFT,Hand-knit wool scarf,1,45,usd,"6117.10.00",Canada
Owen Park,6175550107,1 Harvard Way,,,,Boston,MA,02134,US,0.2,KGS,32,24,1,CM,DOCUMENTS,Signed lease agreement,1,0,CAD,,CA
Walt Brennan,7035550117,RR 1 Box 2,,,,Herndon,VA,"22071-2716",US,7.5,LBS,20,12,12,IN,,,,,,,
Tomás Reyes,2065550119,1301 2nd Ave,Apt 1402,,,Seattle,WA,98101,US,2,KGS,30,20,10,CM,MERCHANDISE,Gift,3,15,CAD,"6109",CA
Zoë D'Amours,514-555-0114,1250 rue Sainte-Catherine O,Bureau 400,,"Dupuis, Fils & Cie",Montréal,QC,H3G 1P1,CA,0.8,KGS,22,16,6,CM,MERCHANDISE,Maple syrup,4,12,CAD,1702.20,CA
Nadia Haddad,2125550120,11 W 53rd St,,,,New York,NY,10019,US,1.5,KGS,25,20,10,CM,SAMPLE,Roasted coffee beans 250 g,3,9.50,CAD,0901.21,CO
EOF

mkdir -p "$out"
profile="file://$work/profile"
for csv in "$work"/*.csv; do
  # 44 comma, 34 double quote, 76 UTF-8, from line 1, standard columns, en-US, quoted fields as
  # text, detect special numbers (dates).
  for format in xlsx 'xls:MS Excel 97'; do
    soffice -env:UserInstallation="$profile" --headless \
      --infilter='CSV:44,34,76,1,,1033,true,true' \
      --convert-to "$format" --outdir "$out" "$csv" >/dev/null
  done
done
ls -l "$out"
