import { describe, expect, it } from 'vitest';
import { parseAddress, type ParsedAddress } from './parse-address.ts';
import { TYPED_ADDRESSES } from '../test-support/typed-addresses.ts';
import { placeKey } from './text-keys.ts';

// The provider passes the postal data's place names; these few stand in for them here.
const PLACES = new Set(
  [
    'Vancouver',
    'Toronto',
    'Montréal',
    'Québec',
    'New York',
    'Mountain View',
    'Washington',
    'Redmond',
    'Calgary',
    'Park City',
    'West Vancouver',
    'Chicago',
    "St. John's",
    'Seattle',
    'Cupertino',
  ].map(placeKey),
);
const parse = (text: string) =>
  parseAddress(text, { isPlaceName: (name) => PLACES.has(placeKey(name)) });

const street = (parts: ParsedAddress): ParsedAddress => ({ addressType: 'STREET', ...parts });
const canadian = (parts: ParsedAddress): ParsedAddress => street({ countryCode: 'CA', ...parts });
const american = (parts: ParsedAddress): ParsedAddress => street({ countryCode: 'US', ...parts });

const vancouverRoyalCentre = canadian({
  streetNumber: '1055',
  streetName: 'W Georgia St',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
});
const cnTower = canadian({
  streetNumber: '290',
  streetName: 'Bremner Blvd',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3L9',
});
const empireState = american({
  streetNumber: '350',
  streetName: '5th Ave',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
});
const googleplex = american({
  streetNumber: '1600',
  streetName: 'Amphitheatre Pkwy',
  city: 'Mountain View',
  province: 'CA',
  postalCode: '94043',
});
const torontoCityHallUnit5 = canadian({
  streetNumber: '100',
  streetName: 'Queen St W',
  unitNumber: 'Unit 5',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 2N2',
});
const placeVilleMarieTower = canadian({
  streetNumber: '1000',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 4W5',
});

describe('parseAddress on Canadian addresses', () => {
  it.each<[string, ParsedAddress]>([
    ['1055 W Georgia St, Vancouver, BC V6E 3P3', vancouverRoyalCentre],
    ['1055 W Georgia St Vancouver BC V6E 3P3', vancouverRoyalCentre],
    ['1055 w georgia st, vancouver, bc v6e3p3', vancouverRoyalCentre],
    ['1055 W GEORGIA ST, VANCOUVER, BC  V6E 3P3', vancouverRoyalCentre],
    [
      '1055 W Georgia St., Vancouver, B.C. V6E-3P3',
      { ...vancouverRoyalCentre, streetName: 'W Georgia St.' },
    ],
    ['1055 W Georgia St, Vancouver, British Columbia, V6E 3P3, Canada', vancouverRoyalCentre],
    [
      '1055 west georgia street vancouver british columbia v6e 3p3',
      { ...vancouverRoyalCentre, streetName: 'West Georgia Street' },
    ],
    [
      '1203-1055 W Georgia St, Vancouver, BC V6E 3P3',
      { ...vancouverRoyalCentre, unitNumber: '1203' },
    ],
    ['290 Bremner Blvd, Toronto, ON M5V 3L9', cnTower],
    ['290 Bremner Blvd Toronto ON M5V3L9', cnTower],
    ['290 bremner blvd toronto on m5v3l9', cnTower],
    ['290 Bremner Blvd, Toronto, Ontario, M5V 3L9', cnTower],
    ['290 Bremner Blvd, Toronto, Ont. M5V 3L9', cnTower],
    [
      '1000 rue De La Gauchetière O, Montréal, QC H3B 4W5',
      { ...placeVilleMarieTower, streetName: 'rue De La Gauchetière O' },
    ],
    [
      '1000, rue De La Gauchetière Ouest, Montréal (Québec)  H3B 4W5',
      { ...placeVilleMarieTower, streetName: 'rue De La Gauchetière Ouest' },
    ],
    [
      '1000 rue De La Gauchetière O Montréal QC H3B 4W5',
      { ...placeVilleMarieTower, streetName: 'rue De La Gauchetière O' },
    ],
    ['Unit 5, 100 Queen St W, Toronto, ON M5H 2N2', torontoCityHallUnit5],
    ['100 Queen St W Unit 5 Toronto ON M5H 2N2', torontoCityHallUnit5],
    [
      '1 Yonge St Suite 1801, Toronto, ON M5E 1W7',
      canadian({
        streetNumber: '1',
        streetName: 'Yonge St',
        unitNumber: 'Suite 1801',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5E 1W7',
      }),
    ],
    [
      '#5 1 Blue Jays Way, Toronto, ON M5V 1J1',
      canadian({
        streetNumber: '1',
        streetName: 'Blue Jays Way',
        unitNumber: '5',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5V 1J1',
      }),
    ],
    [
      '111 Wellington St, Ottawa, ON K1A 0A9',
      canadian({
        streetNumber: '111',
        streetName: 'Wellington St',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0A9',
      }),
    ],
    [
      '24 Sussex Dr., Ottawa ON K1M 1M4',
      canadian({
        streetNumber: '24',
        streetName: 'Sussex Dr.',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1M 1M4',
      }),
    ],
    [
      '101 9 Ave SW Calgary AB T2P 1J9',
      canadian({
        streetNumber: '101',
        streetName: '9 Ave SW',
        city: 'Calgary',
        province: 'AB',
        postalCode: 'T2P 1J9',
      }),
    ],
    [
      '8882 170 St NW, Edmonton, Alberta T5T 4J2',
      canadian({
        streetNumber: '8882',
        streetName: '170 St NW',
        city: 'Edmonton',
        province: 'AB',
        postalCode: 'T5T 4J2',
      }),
    ],
    [
      '2329 West Mall, Vancouver, BC V6T 1Z4',
      canadian({
        streetNumber: '2329',
        streetName: 'West Mall',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6T 1Z4',
      }),
    ],
    [
      '501 Belleville St, Victoria, BC V8V 2L8',
      canadian({
        streetNumber: '501',
        streetName: 'Belleville St',
        city: 'Victoria',
        province: 'BC',
        postalCode: 'V8V 2L8',
      }),
    ],
    [
      '85 Israel Asper Way, Winnipeg, MB R3C 0L5',
      canadian({
        streetNumber: '85',
        streetName: 'Israel Asper Way',
        city: 'Winnipeg',
        province: 'MB',
        postalCode: 'R3C 0L5',
      }),
    ],
    [
      '5425 Sackville St, Halifax, Nova Scotia B3J 3Y3',
      canadian({
        streetNumber: '5425',
        streetName: 'Sackville St',
        city: 'Halifax',
        province: 'NS',
        postalCode: 'B3J 3Y3',
      }),
    ],
    [
      '1 Rue des Carrières, Québec, QC G1R 4P5',
      canadian({
        streetNumber: '1',
        streetName: 'Rue des Carrières',
        city: 'Québec',
        province: 'QC',
        postalCode: 'G1R 4P5',
      }),
    ],
    [
      "9 Bonaventure Ave, St. John's, NL A1C 5P9",
      canadian({
        streetNumber: '9',
        streetName: 'Bonaventure Ave',
        city: "St. John's",
        province: 'NL',
        postalCode: 'A1C 5P9',
      }),
    ],
    [
      '165 Richmond St, Charlottetown, PEI C1A 1J1',
      canadian({
        streetNumber: '165',
        streetName: 'Richmond St',
        city: 'Charlottetown',
        province: 'PE',
        postalCode: 'C1A 1J1',
      }),
    ],
    [
      '2405 Legislative Dr, Regina, Sask. S4S 0B3',
      canadian({
        streetNumber: '2405',
        streetName: 'Legislative Dr',
        city: 'Regina',
        province: 'SK',
        postalCode: 'S4S 0B3',
      }),
    ],
    [
      '999 Canada Pl, Vancouver, BC, CA',
      canadian({ streetNumber: '999', streetName: 'Canada Pl', city: 'Vancouver', province: 'BC' }),
    ],
  ])('reads %s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });
});

describe('parseAddress on US addresses', () => {
  it.each<[string, ParsedAddress]>([
    ['350 5th Ave, New York, NY 10118', empireState],
    ['350 5th Ave New York NY 10118', empireState],
    ['350 FIFTH AVENUE NEW YORK NY 10118', { ...empireState, streetName: 'Fifth Avenue' }],
    ['350 5th Ave, New York, New York 10118, USA', empireState],
    ['Empire State Building, 350 5th Ave, New York, NY 10118, United States', empireState],
    ['1600 Amphitheatre Pkwy Mountain View CA 94043', googleplex],
    [
      '1600 Amphitheatre Parkway, Mountain View, CA 94043-1351',
      { ...googleplex, streetName: 'Amphitheatre Parkway', postalCode: '94043-1351' },
    ],
    [
      '1600 Pennsylvania Ave NW, Washington, DC 20500',
      american({
        streetNumber: '1600',
        streetName: 'Pennsylvania Ave NW',
        city: 'Washington',
        province: 'DC',
        postalCode: '20500',
      }),
    ],
    [
      '1600 Pennsylvania Avenue N.W. Washington D.C. 20500',
      american({
        streetNumber: '1600',
        streetName: 'Pennsylvania Avenue N.W.',
        city: 'Washington',
        province: 'DC',
        postalCode: '20500',
      }),
    ],
    [
      '233 S. Wacker Dr., Suite 3530, Chicago, IL 60606',
      american({
        streetNumber: '233',
        streetName: 'S. Wacker Dr.',
        unitNumber: 'Suite 3530',
        city: 'Chicago',
        province: 'IL',
        postalCode: '60606',
      }),
    ],
    [
      '20 W 34th St #4B, New York, NY 10001',
      american({
        streetNumber: '20',
        streetName: 'W 34th St',
        unitNumber: '4B',
        city: 'New York',
        province: 'NY',
        postalCode: '10001',
      }),
    ],
    [
      'Apt 4B, 20 W 34th St, New York, NY 10001',
      american({
        streetNumber: '20',
        streetName: 'W 34th St',
        unitNumber: 'Apt 4B',
        city: 'New York',
        province: 'NY',
        postalCode: '10001',
      }),
    ],
    [
      '20 w 34th st apt 4b new york ny 10001',
      american({
        streetNumber: '20',
        streetName: 'W 34th St',
        unitNumber: 'Apt 4B',
        city: 'New York',
        province: 'NY',
        postalCode: '10001',
      }),
    ],
    [
      '1585 Broadway New York NY 10036',
      american({
        streetNumber: '1585',
        streetName: 'Broadway',
        city: 'New York',
        province: 'NY',
        postalCode: '10036',
      }),
    ],
    [
      '1 Microsoft Way Redmond Washington 98052',
      american({
        streetNumber: '1',
        streetName: 'Microsoft Way',
        city: 'Redmond',
        province: 'WA',
        postalCode: '98052',
      }),
    ],
    [
      '400 Broad St, Seattle, WA 98109',
      american({
        streetNumber: '400',
        streetName: 'Broad St',
        city: 'Seattle',
        province: 'WA',
        postalCode: '98109',
      }),
    ],
    [
      '1 Infinite Loop Cupertino CA 95014',
      american({
        streetNumber: '1',
        streetName: 'Infinite Loop',
        city: 'Cupertino',
        province: 'CA',
        postalCode: '95014',
      }),
    ],
    [
      '4059 Mt Lee Dr, Hollywood, CA 90068',
      american({
        streetNumber: '4059',
        streetName: 'Mt Lee Dr',
        city: 'Hollywood',
        province: 'CA',
        postalCode: '90068',
      }),
    ],
    [
      '30 Rockefeller Plaza, New York, NY 10112',
      american({
        streetNumber: '30',
        streetName: 'Rockefeller Plaza',
        city: 'New York',
        province: 'NY',
        postalCode: '10112',
      }),
    ],
    [
      '700 Clark Ave, St. Louis, MO 63102',
      american({
        streetNumber: '700',
        streetName: 'Clark Ave',
        city: 'St. Louis',
        province: 'MO',
        postalCode: '63102',
      }),
    ],
    [
      '88-11 Sutphin Blvd, Jamaica, NY 11435',
      american({
        streetNumber: '88-11',
        streetName: 'Sutphin Blvd',
        city: 'Jamaica',
        province: 'NY',
        postalCode: '11435',
      }),
    ],
    [
      '1 Main St, Park City, Utah 84060',
      american({
        streetNumber: '1',
        streetName: 'Main St',
        city: 'Park City',
        province: 'UT',
        postalCode: '84060',
      }),
    ],
    [
      '1 Main St Park City UT 84060',
      american({
        streetNumber: '1',
        streetName: 'Main St',
        city: 'Park City',
        province: 'UT',
        postalCode: '84060',
      }),
    ],
  ])('reads %s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });
});

describe('parseAddress on partial text', () => {
  it.each<[string, ParsedAddress]>([
    ['Mountain View, CA', american({ city: 'Mountain View', province: 'CA' })],
    ['Toronto, Ontario', canadian({ city: 'Toronto', province: 'ON' })],
    ['toronto, on, ca', canadian({ city: 'Toronto', province: 'ON' })],
    ['V6E 3P3', canadian({ postalCode: 'V6E 3P3' })],
    ['94043', american({ postalCode: '94043' })],
    ['1055 W Georgia St', street({ streetNumber: '1055', streetName: 'W Georgia St' })],
    [
      '1055 W Georgia St Vancouver',
      street({ streetNumber: '1055', streetName: 'W Georgia St', city: 'Vancouver' }),
    ],
    [
      'Amphitheatre Pkwy, Mountain View, CA',
      american({ streetName: 'Amphitheatre Pkwy', city: 'Mountain View', province: 'CA' }),
    ],
    [
      'One Apple Park Way, Cupertino, CA 95014',
      american({
        streetName: 'One Apple Park Way',
        city: 'Cupertino',
        province: 'CA',
        postalCode: '95014',
      }),
    ],
    ['', street({})],
    ['   ,  ', street({})],
  ])('reads %j', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });
});

describe('parseAddress never invents a street', () => {
  it('reads a post office box as the delivery line, with no street number', () => {
    expect(parse('PO Box 1234, Vancouver, BC V6B 3K9')).toEqual(
      canadian({
        addressType: 'PO_BOX',
        streetName: 'PO Box 1234',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6B 3K9',
      }),
    );
  });

  it('keeps no street number without a street name', () => {
    expect(parse('1055, Vancouver, BC')).toEqual(canadian({ city: 'Vancouver', province: 'BC' }));
  });

  it('leaves a building name out of the street', () => {
    expect(parse('Royal Centre, Vancouver, BC V6E 3P3')).toEqual(
      canadian({ city: 'Vancouver', province: 'BC', postalCode: 'V6E 3P3' }),
    );
  });
});

describe('parseAddress on words that are both a state and a street word', () => {
  it('reads NE after a street type as a direction, not Nebraska', () => {
    expect(parse('123 Main St NE')).toEqual(
      street({ streetNumber: '123', streetName: 'Main St NE' }),
    );
  });

  it('reads Ct at the end of a street as Court, not Connecticut', () => {
    expect(parse('45 Elm Ct')).toEqual(street({ streetNumber: '45', streetName: 'Elm Ct' }));
  });

  it('reads CT after a city as Connecticut', () => {
    expect(parse('45 Elm St, Hartford, CT 06103')).toEqual(
      american({
        streetNumber: '45',
        streetName: 'Elm St',
        city: 'Hartford',
        province: 'CT',
        postalCode: '06103',
      }),
    );
  });

  it('reads a final CA as California, and as Canada after a Canadian province', () => {
    expect(parse('Los Angeles, CA').province).toBe('CA');
    expect(parse('Vancouver, BC, CA')).toEqual(canadian({ city: 'Vancouver', province: 'BC' }));
  });
});

describe('parseAddress where a town is named like a shorter place', () => {
  // Bay, Prairie and Paul name towns too: only the street type says where the town begins.
  const knowing =
    (...places: string[]) =>
    (text: string) =>
      parseAddress(text, { isPlaceName: (name) => places.map(placeKey).includes(placeKey(name)) });

  it.each([
    ['118 Fir Street Alert Bay BC V0N 1A0', 'Fir Street', 'Alert Bay', ['Bay']],
    ['5226 53 Avenue High Prairie AB T0G 1E0', '53 Avenue', 'High Prairie', ['Prairie']],
  ])(
    'keeps the whole town after a street that ended at its type: %s',
    (typed, street, city, places) => {
      expect(knowing(...places)(typed)).toMatchObject({ streetName: street, city });
    },
  );

  it('keeps a numbered road its number: Highway 97 | 100 Mile House', () => {
    expect(
      knowing('100 Mile House')('300 South Highway 97 100 Mile House BC V0K 2E0'),
    ).toMatchObject({
      streetNumber: '300',
      streetName: 'South Highway 97',
      city: '100 Mile House',
    });
  });
});

describe('parseAddress without place names', () => {
  it('splits street and city after the street type', () => {
    expect(parseAddress('290 Bremner Blvd Toronto ON M5V 3L9')).toEqual(cnTower);
  });

  it('keeps street and city together when nothing tells them apart', () => {
    expect(parseAddress('1585 Broadway New York NY 10036')).toMatchObject({
      streetNumber: '1585',
      streetName: 'Broadway New York',
    });
  });
});

describe('parseAddress on addresses collected from public sources', () => {
  // The provider knows every real place; here the cities the fixtures expect stand in for
  // the postal data, with street names that are also towns, which must not end a street early.
  const knownPlaces = new Set(
    [
      ...TYPED_ADDRESSES.flatMap(({ expected }) => (expected.city ? [expected.city] : [])),
      'Saint-Denis',
      'Sainte-Foy',
      'Saint-Laurent',
      'Notre-Dame',
      'Richmond',
      'Wellington',
      'Georgia',
      'Portage',
    ].map(placeKey),
  );
  const parseKnowingPlaces = (text: string) =>
    parseAddress(text, { isPlaceName: (name) => knownPlaces.has(placeKey(name)) });

  it('holds at least 80 addresses', () => {
    expect(TYPED_ADDRESSES.length).toBeGreaterThanOrEqual(80);
  });

  const read = TYPED_ADDRESSES.filter((address) => !address.knownGap);
  it.each(read.map((address) => [address.text, address] as const))(
    'reads %j',
    (text, { expected }) => {
      expect(parseKnowingPlaces(text)).toEqual(expected);
    },
  );

  // Known gaps fail on purpose: when the parser learns one, this says to move it to the rest.
  const gaps = TYPED_ADDRESSES.filter((address) => address.knownGap);
  it.fails.each(gaps.map((address) => [address.text, address] as const))(
    'does not read %j yet',
    (text, { expected }) => {
      expect(parseKnowingPlaces(text)).toEqual(expected);
    },
  );
});

describe('parseAddress on units', () => {
  const at1200 = (unitNumber: string) =>
    canadian({
      streetNumber: '1200',
      streetName: 'Example Ave',
      unitNumber,
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6E 1B5',
    });

  it.each<[string, string]>([
    ['305-1200 Example Ave Vancouver BC V6E 1B5', '305'],
    ['305 - 1200 Example Ave Vancouver BC V6E 1B5', '305'],
    ['305 – 1200 Example Ave, Vancouver, BC V6E 1B5', '305'],
    ['#305-1200 Example Ave, Vancouver, BC V6E 1B5', '305'],
    ['#305 1200 Example Ave, Vancouver, BC V6E 1B5', '305'],
    ['# 305, 1200 Example Ave, Vancouver, BC V6E 1B5', '305'],
    ['1200 Example Ave #305 Vancouver BC V6E 1B5', '305'],
    ['1200 Example Ave Apt 5 Vancouver BC V6E 1B5', 'Apt 5'],
    ['Apt. 5B, 1200 Example Ave, Vancouver, BC V6E 1B5', 'Apt. 5B'],
    ['1200 Example Ave apt 5b, Vancouver, BC V6E 1B5', 'Apt 5B'],
    ['1200 Example Ave Unit 12 Vancouver BC V6E 1B5', 'Unit 12'],
    ['Unit #12 1200 Example Ave Vancouver BC V6E 1B5', 'Unit 12'],
    ['1200 Example Ave SUITE 210 VANCOUVER BC V6E 1B5', 'Suite 210'],
    ['1200 Example Ave Ste 210 Vancouver BC V6E 1B5', 'Ste 210'],
    ['1200 Example Ave Bureau 400 Vancouver BC V6E 1B5', 'Bureau 400'],
    ['1200 Example Ave app. 3 Vancouver BC V6E 1B5', 'App. 3'],
    ['appartement 3, 1200 Example Ave, Vancouver, BC V6E 1B5', 'Appartement 3'],
    ['1200 Example Ave logement 2 Vancouver BC V6E 1B5', 'Logement 2'],
    ['1200 Example Ave PH 2 Vancouver BC V6E 1B5', 'PH 2'],
    ['1200 Example Ave PH, Vancouver, BC V6E 1B5', 'PH'],
    ['1200 Example Ave Floor 3 Vancouver BC V6E 1B5', 'Floor 3'],
    ['1200 Example Ave 3rd Floor Vancouver BC V6E 1B5', 'Floor 3'],
    ['1200 Example Ave, 3e étage, Vancouver, BC V6E 1B5', 'Étage 3'],
    ['1200 Example Ave Bldg B Vancouver BC V6E 1B5', 'Bldg B'],
    ['1200 Example Ave Bldg 2 Suite 400 Vancouver BC V6E 1B5', 'Bldg 2 Suite 400'],
    ['1200 Example Ave Suite 14 A Vancouver BC V6E 1B5', 'Suite 14A'],
    ['1200 Example Ave, Building IV, Vancouver BC V6E 1B5', 'Building IV'],
  ])('reads %j', (text, unitNumber) => {
    expect(parse(text)).toEqual(at1200(unitNumber));
  });

  it('leaves a direction after a unit number to the street', () => {
    expect(parse('Unit 5 N Main St, Springfield, IL')).toMatchObject({
      streetName: 'N Main St',
      unitNumber: 'Unit 5',
    });
  });

  it('keeps a Queens house number whole in the US', () => {
    expect(parse('88-11 Sutphin Blvd #2, Jamaica, NY 11435')).toMatchObject({
      streetNumber: '88-11',
      unitNumber: '2',
    });
  });

  it('reads the ordinal after a dash as the street, not the civic number', () => {
    expect(parse('718-8th Avenue SW Calgary AB')).toMatchObject({
      streetNumber: '718',
      streetName: '8th Avenue SW',
      city: 'Calgary',
    });
  });

  it('does not take street words for units', () => {
    expect(parse('1 Floor Ave, Room Hill Rd, Toronto ON')).toMatchObject({
      streetNumber: '1',
      streetName: 'Floor Ave',
    });
    expect(parse('1 Upper Water St, Halifax NS')).toEqual(
      canadian({
        streetNumber: '1',
        streetName: 'Upper Water St',
        city: 'Halifax',
        province: 'NS',
      }),
    );
  });
});

describe('parseAddress on French addresses', () => {
  it.each<[string, ParsedAddress]>([
    ['1401, 3e Avenue, Québec (Québec) G1L 2X1', { streetName: '3e Avenue', city: 'Québec' }],
    ['1401, 1re Rue, Shawinigan (QC) G9N 1A1', { streetName: '1re Rue', city: 'Shawinigan' }],
    ['1401 2e Rue Shawinigan QC G9N 1A1', { streetName: '2e Rue', city: 'Shawinigan' }],
    ['1401 10e avenue Shawinigan QC G9N 1A1', { streetName: '10e Avenue', city: 'Shawinigan' }],
    ['1401 boul. Laurier Québec QC G1V 1A1', { streetName: 'boul. Laurier', city: 'Québec' }],
    ['1401 ch. Sainte-Foy Québec QC G1V 1A1', { streetName: 'ch. Sainte-Foy', city: 'Québec' }],
    ['1401 av. Cartier Québec QC G1V 1A1', { streetName: 'av. Cartier', city: 'Québec' }],
    ['1401, côte de la Fabrique, Québec QC', { streetName: 'côte de la Fabrique', city: 'Québec' }],
    ['1401 montée Masson, Laval QC', { streetName: 'montée Masson', city: 'Laval' }],
    ['1401 rang Saint-Joseph, Laval QC', { streetName: 'rang Saint-Joseph', city: 'Laval' }],
    ['1401 route 132, Laval QC', { streetName: 'Route 132', city: 'Laval' }],
    ['1401 voie de la Liberté, Laval QC', { streetName: 'voie de la Liberté', city: 'Laval' }],
    ['1401 allée des Ormes, Laval QC', { streetName: 'allée des Ormes', city: 'Laval' }],
    ['1401 carré Saint-Louis, Laval QC', { streetName: 'carré Saint-Louis', city: 'Laval' }],
    ['1401 croissant du Parc, Laval QC', { streetName: 'croissant du Parc', city: 'Laval' }],
    ['1401 impasse des Pins, Laval QC', { streetName: 'impasse des Pins', city: 'Laval' }],
    ['1401 promenade du Lac, Laval QC', { streetName: 'promenade du Lac', city: 'Laval' }],
    ['1401 quai Saint-André, Laval QC', { streetName: 'quai Saint-André', city: 'Laval' }],
    ['1401 ruelle Morin, Laval QC', { streetName: 'ruelle Morin', city: 'Laval' }],
    ['1401 sentier du Bois, Laval QC', { streetName: 'sentier du Bois', city: 'Laval' }],
    ['1401 terrasse Dufferin, Laval QC', { streetName: 'terrasse Dufferin', city: 'Laval' }],
    ['1401 place Ville-Marie, Laval QC', { streetName: 'place Ville-Marie', city: 'Laval' }],
  ])('reads %j', (text, parts) => {
    expect(parse(text)).toMatchObject({ streetNumber: '1401', ...parts, province: 'QC' });
  });

  it.each<[string, string]>([
    ['rue Sherbrooke O Montréal QC', 'rue Sherbrooke O'],
    ['rue Sherbrooke Ouest Montréal QC', 'rue Sherbrooke Ouest'],
    ['boulevard René-Lévesque E Montréal QC', 'boulevard René-Lévesque E'],
    ['rue Saint-Denis Nord Montréal QC', 'rue Saint-Denis Nord'],
  ])(
    'ends a street at its direction when no comma comes before the city: %j',
    (text, streetName) => {
      expect(parseAddress(text)).toEqual(
        canadian({ streetName, city: 'Montréal', province: 'QC' }),
      );
    },
  );

  it.each([
    ['(Québec)', 'QC'],
    ['(QC)', 'QC'],
    ['(Ontario)', 'ON'],
  ])('reads the province in parentheses %s', (province, code) => {
    expect(parse(`40, rue Ruskin, Ottawa ${province} K1Y 4W7`)).toMatchObject({
      city: 'Ottawa',
      province: code,
    });
  });

  it('does not end a street at a street name that is also a town', () => {
    expect(parseAddress('1000 rue Saint-Denis', { isPlaceName: () => true })).toEqual(
      street({ streetNumber: '1000', streetName: 'rue Saint-Denis' }),
    );
  });
});

describe('parseAddress on the end of the address', () => {
  it.each([
    ['1600 Amphitheatre Pkwy, Mountain View, CA 94043-1351', '94043-1351'],
    ['1600 Amphitheatre Pkwy, Mountain View, CA 940431351', '94043-1351'],
    ['1600 Amphitheatre Pkwy, Mountain View, CA 94043', '94043'],
  ])('reads the ZIP of %j', (text, postalCode) => {
    expect(parse(text)).toMatchObject({ postalCode, province: 'CA', countryCode: 'US' });
  });

  it('reads nine digits as a ZIP+4 only after a state', () => {
    expect(parse('940431351').postalCode).toBeUndefined();
  });

  it.each([
    '290 Bremner Blvd, Toronto, ON, M5V 3L9, CANADA',
    '290 Bremner Blvd Toronto M5V 3L9 Ontario Canada',
    '290 Bremner Blvd, Toronto (Ontario) Canada M5V 3L9',
    '290 bremner blvd\ntoronto on\nm5v3l9\ncanada',
  ])('reads country, postal code and province in any order: %j', (text) => {
    expect(parse(text)).toEqual(cnTower);
  });

  it('reads USA at the end', () => {
    expect(parse('350 5th Ave New York NY 10118 USA')).toEqual(empireState);
  });

  it('skips a name and company line before the street', () => {
    expect(parse('Jane Doe\nAcme Street Foods Inc.\n290 Bremner Blvd\nToronto ON M5V 3L9')).toEqual(
      cnTower,
    );
  });
});

describe('parseAddress on post office boxes, rural routes and General Delivery', () => {
  const victoria = { city: 'Victoria', province: 'BC', postalCode: 'V8X 3X4' };
  const delivery = (addressType: ParsedAddress['addressType'], streetName: string) =>
    canadian({ addressType, streetName, ...victoria });

  it.each<[string, string]>([
    ['PO Box 4001', 'PO Box 4001'],
    ['P.O. Box 4001', 'PO Box 4001'],
    ['P. O. Box 4001', 'PO Box 4001'],
    ['POBOX 4001', 'PO Box 4001'],
    ['Post Office Box 4001', 'PO Box 4001'],
    ['Box 4001', 'PO Box 4001'],
    ['CP 4001', 'CP 4001'],
    ['C.P. 4001', 'CP 4001'],
    ['Case postale 4001', 'CP 4001'],
    ['PO BOX 4001 STN A', 'PO Box 4001 Stn A'],
    ['PO Box 4001, Station A', 'PO Box 4001 Stn A'],
    ['CP 4001 Succ Centre-Ville', 'CP 4001 Succ Centre-Ville'],
    ["C.P. 4001 SUCCURSALE PLACE-D'ARMES", "CP 4001 Succ Place-D'Armes"],
    ['PO Box 4001 RPO Westdale', 'PO Box 4001 RPO Westdale'],
  ])('reads the box %j', (line, streetName) => {
    expect(parse(`${line}, Victoria, BC V8X 3X4`)).toEqual(delivery('PO_BOX', streetName));
  });

  it('reads a station without a comma before the city', () => {
    expect(parse('PO BOX 4001 STN A VICTORIA BC V8X 3X4')).toEqual(
      delivery('PO_BOX', 'PO Box 4001 Stn A'),
    );
    expect(parse('PO Box 4001 Stn Main Victoria BC V8X 3X4')).toEqual(
      delivery('PO_BOX', 'PO Box 4001 Stn Main'),
    );
  });

  it.each<[string, string]>([
    ['RR 2', 'RR 2'],
    ['R.R. 2', 'RR 2'],
    ['RR2', 'RR 2'],
    ['RR#2', 'RR 2'],
    ['Rural Route 2', 'RR 2'],
    ['route rurale 2', 'RR 2'],
    ['RR 2 STN MAIN', 'RR 2 Stn Main'],
    ['RR 1 Site 5 Comp 10', 'RR 1 Site 5 Comp 10'],
    ['Site 5 Comp 10, RR 1', 'Site 5 Comp 10 RR 1'],
    ['SS 3 Site 5 Comp 10', 'SS 3 Site 5 Comp 10'],
  ])('reads the rural route %j', (line, streetName) => {
    expect(parse(`${line}, Victoria, BC V8X 3X4`)).toEqual(delivery('RURAL_ROUTE', streetName));
  });

  it.each<[string, string]>([
    ['General Delivery', 'General Delivery'],
    ['GD', 'General Delivery'],
    ['GD STN MAIN', 'General Delivery Stn Main'],
    ['Poste restante', 'Poste restante'],
  ])('reads General Delivery %j', (line, streetName) => {
    expect(parse(`${line}, Victoria, BC V8X 3X4`)).toEqual(
      delivery('GENERAL_DELIVERY', streetName),
    );
  });

  it('reads US rural routes and highway contract routes with their box', () => {
    expect(parse('RR 2 Box 152, Belleville, IL 62223')).toMatchObject({
      addressType: 'RURAL_ROUTE',
      streetName: 'RR 2 Box 152',
    });
    expect(parse('HC 1 Box 5, Beatty, NV 89003')).toMatchObject({
      addressType: 'RURAL_ROUTE',
      streetName: 'HC 1 Box 5',
    });
  });

  it('keeps a civic address given with a rural route a STREET address, the route after the street', () => {
    expect(parse('1234 Hwy 7 RR 2, Acton, ON L7J 2L8')).toEqual(
      canadian({
        streetNumber: '1234',
        streetName: 'Hwy 7 RR 2',
        city: 'Acton',
        province: 'ON',
        postalCode: 'L7J 2L8',
      }),
    );
  });

  it('does not read street words as a delivery line', () => {
    expect(parse('65 Front St W, Union Station, Toronto ON')).toMatchObject({
      addressType: 'STREET',
      streetNumber: '65',
      streetName: 'Front St W',
    });
    expect(parse('12 Box Elder Rd, Victoria, BC')).toMatchObject({
      addressType: 'STREET',
      streetName: 'Box Elder Rd',
    });
  });
});

describe('parseAddress while the postal code is being typed', () => {
  it.each([
    '290 Bremner Blvd Toronto ON M',
    '290 Bremner Blvd Toronto ON M5V',
    '290 Bremner Blvd, Toronto, ON M5V 3',
    '290 Bremner Blvd, Toronto, ON M5V 3L',
  ])('reads street, city and province of %j', (text) => {
    const { postalCode: _, ...withoutPostalCode } = cnTower;
    expect(parse(text)).toEqual(withoutPostalCode);
  });

  it('reads city and state before an unfinished ZIP', () => {
    const { postalCode: _, ...withoutPostalCode } = empireState;
    expect(parse('350 5th Ave New York NY 101')).toEqual(withoutPostalCode);
  });

  it('reads nothing from a lone symbol', () => {
    expect(parse('#')).toEqual(street({}));
  });
});
