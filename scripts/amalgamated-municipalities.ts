// The only hand-kept facts of domain/geo/postal-area-places.generated.ts: which municipalities
// absorbed which, a fact no GeoNames-based list on npm holds (GeoNames lists 'Sainte-Foy',
// 'Nepean' or 'Chomedey' as places, never as parts of Québec, Ottawa or Laval). Canada Post
// still delivers to a former municipality's name (its own list of valid names per postal code
// is not open data), so each former name stays an accepted name of the areas whose labels
// carry it. Sources, public:
// - Ontario: City of Toronto Act, 1997; City of Ottawa Act, 1999; City of Hamilton Act, 1999;
//   Town of Greater Sudbury Act, 1999 (Wikipedia, 'Amalgamation of Toronto', 'Amalgamation of
//   Ottawa', 'Hamilton, Ontario#Amalgamation', 'Greater Sudbury').
// - Québec: the 2002 municipal reorganisation (Loi 170) and the 2006 demergers (Wikipedia,
//   '2000–2006 municipal reorganization in Quebec'), Laval's 1965 merger, Saguenay 2002.
// docs/decisions/012-official-place-names.md reviews what the generator makes of them.

/** A former municipality known in both languages: Montréal-Nord, 'Montreal North' in the data's labels. */
export type FormerMunicipality = { name: string; otherForms: string[] };

/** A municipality that absorbed others, with the names Canada Post still accepts in it. */
export type AmalgamatedMunicipality = {
  /** The official name, accented. */
  name: string;
  province: string;
  /** Other forms of its own name, accepted in all its areas: English and French, or the former city it grew from. */
  otherForms?: string[];
  /**
   * The municipalities it absorbed that the data's labels name, accepted in those areas, with
   * their other forms if any. One no label names would be accepted nowhere: a test keeps the
   * list to those in use.
   */
  formerMunicipalities: (string | FormerMunicipality)[];
  /** FSA prefixes wholly inside it: their labels may name a mere neighbourhood ('Plateau Mont-royal'). */
  fsaPrefixes?: string[];
  /**
   * True where the former municipalities, the old central city among them, tile the city and
   * the labels name each by its name (Toronto, Ottawa, Laval): an area labelled by a mere
   * neighbourhood then lies in the former municipality of the nearest area ('Willowdale South'
   * in North York). Not so in Montréal or Québec, whose old central city is labelled by its
   * neighbourhoods: there the nearest former municipality may be a mere neighbour (Outremont
   * beside the Plateau).
   */
  formerMunicipalitiesTileIt?: boolean;
};

export const AMALGAMATED_MUNICIPALITIES: AmalgamatedMunicipality[] = [
  {
    name: 'Toronto',
    province: 'ON',
    formerMunicipalities: ['North York', 'Scarborough', 'Etobicoke', 'York', 'East York'],
    fsaPrefixes: ['M'],
    formerMunicipalitiesTileIt: true,
  },
  {
    name: 'Ottawa',
    province: 'ON',
    formerMunicipalities: [
      'Nepean',
      'Kanata',
      'Gloucester',
      'Orléans',
      'Vanier',
      'Stittsville',
      'Cumberland',
      'Rockcliffe Park',
    ],
    // K4A Orléans, K4B Cumberland, K4C, K4M Manotick and K4P Greely are in Ottawa too.
    fsaPrefixes: ['K1', 'K2', 'K4A', 'K4B', 'K4C', 'K4M', 'K4P'],
    formerMunicipalitiesTileIt: true,
  },
  {
    name: 'Hamilton',
    province: 'ON',
    formerMunicipalities: ['Stoney Creek', 'Dundas', 'Ancaster'],
  },
  {
    name: 'Greater Sudbury',
    province: 'ON',
    otherForms: ['Sudbury', 'Grand Sudbury'],
    formerMunicipalities: [],
  },
  {
    name: 'Montréal',
    province: 'QC',
    formerMunicipalities: [
      'Anjou',
      'LaSalle',
      'Lachine',
      { name: 'Montréal-Nord', otherForms: ['Montreal North'] },
      'Outremont',
      'Pierrefonds',
      'Roxboro',
      'Saint-Laurent',
      'Saint-Léonard',
      'Verdun',
      "L'Île-Bizard",
      'Sainte-Geneviève',
      'Pointe-aux-Trembles',
    ],
    // The island's H areas, but for Laval's H7 and the municipalities of their own below.
    fsaPrefixes: ['H'],
  },
  {
    name: 'Laval',
    province: 'QC',
    formerMunicipalities: [
      'Auteuil',
      'Chomedey',
      'Duvernay',
      'Fabreville',
      'Îles-Laval',
      'Laval-des-Rapides',
      'Laval-sur-le-Lac',
      'Pont-Viau',
      'Saint-François',
      'Saint-Vincent-de-Paul',
      'Sainte-Dorothée',
      'Sainte-Rose',
      'Vimont',
    ],
    fsaPrefixes: ['H7'],
    formerMunicipalitiesTileIt: true,
  },
  {
    name: 'Québec',
    province: 'QC',
    otherForms: ['Quebec City', 'Ville de Québec'],
    formerMunicipalities: [
      'Beauport',
      'Cap-Rouge',
      'Charlesbourg',
      'Lac-Saint-Charles',
      'Loretteville',
      'Saint-Émile',
      'Sainte-Foy',
      'Val-Bélair',
    ],
    fsaPrefixes: ['G1', 'G2'],
  },
  {
    name: 'Gatineau',
    province: 'QC',
    formerMunicipalities: ['Hull', 'Aylmer', 'Buckingham', 'Masson-Angers'],
  },
  {
    name: 'Lévis',
    province: 'QC',
    formerMunicipalities: [
      'Charny',
      'Pintendre',
      'Saint-Étienne-de-Lauzon',
      'Saint-Jean-Chrysostome',
      'Saint-Nicolas',
      'Saint-Rédempteur',
    ],
  },
  {
    name: 'Saguenay',
    province: 'QC',
    formerMunicipalities: ['Chicoutimi', 'Jonquière', 'La Baie', 'Laterrière'],
  },
  {
    name: 'Trois-Rivières',
    province: 'QC',
    formerMunicipalities: ['Cap-de-la-Madeleine'],
  },
  {
    name: 'Sherbrooke',
    province: 'QC',
    formerMunicipalities: ['Rock Forest'],
  },
  {
    name: 'Longueuil',
    province: 'QC',
    formerMunicipalities: ['Greenfield Park', 'Saint-Hubert'],
  },
  {
    name: 'Terrebonne',
    province: 'QC',
    formerMunicipalities: ['La Plaine'],
  },
  { name: 'Shawinigan', province: 'QC', formerMunicipalities: ['Grand-Mère'] },
  { name: 'Thetford Mines', province: 'QC', formerMunicipalities: ['Black Lake'] },
  { name: 'Sorel-Tracy', province: 'QC', formerMunicipalities: ['Sorel'] },
  {
    name: 'Saint-Jean-sur-Richelieu',
    province: 'QC',
    formerMunicipalities: ['Saint-Luc'],
  },
  {
    name: 'Salaberry-de-Valleyfield',
    province: 'QC',
    otherForms: ['Valleyfield'],
    formerMunicipalities: [],
  },
  // Renamed in 2020 (Gazette officielle du Québec); the post office still knows the old name.
  { name: 'Val-des-Sources', province: 'QC', formerMunicipalities: ['Asbestos'] },
];

/**
 * Labels that name a region, not a place: the regional county municipality of Thérèse-De
 * Blainville labels seven FSAs. Each of those areas takes the GeoNames place nearest its centre
 * (Blainville, Sainte-Thérèse, Boisbriand, Rosemère...).
 */
export const REGIONAL_LABELS: { name: string; province: string }[] = [
  { name: 'Sainte-Thérèse-de-Blainville', province: 'QC' },
];

/**
 * Municipalities of their own inside the FSA prefixes above: Montréal's island municipalities
 * that left it in the 2006 demergers, and Québec's L'Ancienne-Lorette. An area whose label
 * names one keeps it, with the English form Canada Post also accepts.
 */
export const ENCLAVED_MUNICIPALITIES: { name: string; province: string; otherForms?: string[] }[] =
  [
    { name: 'Westmount', province: 'QC' },
    { name: 'Mont-Royal', province: 'QC', otherForms: ['Mount Royal', 'Town of Mount Royal'] },
    { name: 'Hampstead', province: 'QC' },
    { name: 'Côte-Saint-Luc', province: 'QC' },
    { name: 'Montréal-Ouest', province: 'QC', otherForms: ['Montreal West'] },
    { name: 'Montréal-Est', province: 'QC', otherForms: ['Montreal East'] },
    { name: 'Dorval', province: 'QC' },
    { name: "L'Île-Dorval", province: 'QC' },
    { name: 'Dollard-des-Ormeaux', province: 'QC' },
    { name: 'Kirkland', province: 'QC' },
    { name: 'Pointe-Claire', province: 'QC' },
    { name: 'Beaconsfield', province: 'QC' },
    { name: "Baie-D'Urfé", province: 'QC' },
    { name: 'Sainte-Anne-de-Bellevue', province: 'QC' },
    { name: 'Senneville', province: 'QC' },
    { name: "L'Ancienne-Lorette", province: 'QC' },
  ];
