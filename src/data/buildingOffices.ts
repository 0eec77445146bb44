/**
 * Who issues a deck permit where the business builds, which edition of the International Residential Code (IRC)
 * that office enforces, and its frost depth: one source for the deck planner, /construction, the safety-codes post
 * and the city pages, so the site never names two editions for one place.
 *
 * A fact is filled in only where the office's own page or code says it (or a verbatim quote of that code), with
 * where it was read in `checked`. Otherwise it is null, and the pages say "confirm with" the office and link its
 * page. Each city in business.cities needs an entry in `cityOffices` (the content check names a missing one).
 */

/** Where a fact was read, and when. */
export interface Checked {
  /** The document, as its publisher names it. */
  readonly source: string;
  readonly url: string;
  /** Where it was read: the page itself, or the copy that quotes it, with the month. */
  readonly checked: string;
}

export interface BuildingOffice {
  /** The office, as a sentence names it mid-way ("the City of …’s … office"; a county's own name has no article). */
  readonly name: string;
  /** Its permit page (how to apply, what a deck needs); null where no page of its own was found. */
  readonly permitsUrl: string | null;
  /** The IRC edition it enforces, where its own page or code says so; null: confirm with the office. */
  readonly irc: (Checked & {readonly edition: number}) | null;
  /** The frost depth its code sets, inches; null: confirm with the office (its code's climate table holds it). */
  readonly frostDepthIn: (Checked & {readonly value: number}) | null;
}

export const buildingOffices = {
  knoxville: {
    name: 'the City of Knoxville’s Plans Review and Inspections office',
    permitsUrl: 'https://permits.knoxvilletn.gov/Permits-and-Inspection-Information',
    irc: {
      edition: 2018,
      source: 'City of Knoxville, "Current Construction Codes"',
      url: 'https://www.knoxvilletn.gov/government/city_departments_offices/plans_review_inspections/current_construction_codes',
      checked: 'the city’s own page, which lists the 2018 International Residential Code (read November 2026)',
    },
    frostDepthIn: null,
  },
  knoxCounty: {
    name: 'Knox County Code Administration',
    permitsUrl: 'https://www.knoxcounty.org/codes/',
    irc: {
      edition: 2018,
      source: 'Knox County Code §§ 10-56 (adoption) and 10-57 (amendments), Ord. O-18-10-101, November 19, 2018',
      url: 'https://library.municode.com/tn/knox_county/codes/code_of_ordinances?nodeId=PTIICO_CH10BUBURE_ARTIII2018INRECOIR_S10-57AM',
      checked:
        'the code’s article "2018 International Residential Code" on Municode, and § 10-56 quoted word for word in ' +
        'PLRB’s building code database (updated April 2024; read November 2026)',
    },
    frostDepthIn: null,
  },
  farragut: {
    name: 'the Town of Farragut’s Codes Division',
    permitsUrl: 'https://townoffarragut.org/679/Permit-Types-and-Processes',
    irc: {
      edition: 2018,
      source: 'Farragut Municipal Code § 105-52',
      url: 'https://www.townoffarragut.org/130/Building-Fire-Codes',
      checked:
        '§ 105-52 ("International Residential Code, 2018 edition") quoted word for word in PLRB’s building code ' +
        'database (updated December 2024; read November 2026)',
    },
    frostDepthIn: null,
  },
  maryville: {
    name: 'the City of Maryville’s Code Enforcement office',
    permitsUrl: 'https://www.maryville.org/faqs.aspx?fid=4190',
    irc: null,
    frostDepthIn: null,
  },
  alcoa: {
    name: 'the City of Alcoa',
    permitsUrl: null,
    irc: null,
    frostDepthIn: null,
  },
  blountCounty: {
    name: 'Blount County Development Services',
    permitsUrl: 'http://www.blounttn.org/Bldgcodes/',
    // Its page lists the 2012 codes (Resolution 14-04-003, 2014); the commission adopted newer ones in December 2019,
    // and no page read names them.
    irc: null,
    frostDepthIn: null,
  },
  sevierville: {
    name: 'the City of Sevierville’s Code Enforcement department',
    permitsUrl:
      'https://seviervilletn.org/index.php/government/departments/code-enforcement/194-building-permit-fees.html',
    irc: null,
    frostDepthIn: null,
  },
  sevierCounty: {
    name: 'Sevier County Building Inspections',
    permitsUrl: 'https://seviercountytn.gov/government/departments/services/planning___zoning.php',
    irc: null,
    frostDepthIn: null,
  },
  oakRidge: {
    name: 'the City of Oak Ridge’s Planning and Development department',
    permitsUrl: 'https://oakridgetn.gov/department/CommDev/Permits',
    irc: null,
    frostDepthIn: null,
  },
  clinton: {
    name: 'the City of Clinton',
    permitsUrl: null,
    irc: null,
    frostDepthIn: null,
  },
  andersonCounty: {
    name: 'Anderson County Building and Codes Enforcement',
    permitsUrl: 'https://andersoncountyplanning.com/building-and-codes/',
    irc: null,
    frostDepthIn: null,
  },
  lenoirCity: {
    name: 'the City of Lenoir City’s building inspector',
    permitsUrl: 'https://www.lenoircitytn.gov/building-inspection-permits/',
    irc: {
      edition: 2021,
      source: 'City of Lenoir City, "Building Inspection & Permits"',
      url: 'https://www.lenoircitytn.gov/building-inspection-permits/',
      checked:
        'the city’s own page: "currently enforces the 2021 International Residential, Building, Fire, Plumbing, ' +
        'Mechanical, and Gas codes" (read November 2026)',
    },
    frostDepthIn: null,
  },
  loudonCounty: {
    name: 'Loudon County Planning and Codes Enforcement',
    permitsUrl: 'https://planningandcodes.loudoncounty-tn.gov/buildingCodes_residentialPermitInfo.php',
    irc: null,
    frostDepthIn: null,
  },
  /** Places with no residential code program of their own: the state's permit program. */
  tennessee: {
    name: 'the Tennessee State Fire Marshal’s Office',
    permitsUrl: 'https://www.tn.gov/content/tn/commerce/fire/residential-permits/fire-residential-faqs.html',
    irc: {
      edition: 2018,
      source: 'Tennessee State Fire Marshal’s Office, residential permit FAQ',
      url: 'https://www.tn.gov/content/tn/commerce/fire/residential-permits/fire-residential-faqs.html',
      checked:
        'the state’s own page: "The SFMO has adopted the 2018 edition of the International Residential Code (IRC) ' +
        'with a few amendments" (read November 2026)',
    },
    frostDepthIn: null,
  },
} as const satisfies Record<string, BuildingOffice>;

export type OfficeId = keyof typeof buildingOffices;

/** The offices for an address in or near a city: inside its limits, and in the county around it. */
export interface CityOffices {
  readonly county: string;
  readonly inside: OfficeId;
  readonly outside: OfficeId;
}

/** By the slug of each city in business.cities. */
export const cityOffices: Readonly<Record<string, CityOffices>> = {
  knoxville: {county: 'Knox', inside: 'knoxville', outside: 'knoxCounty'},
  farragut: {county: 'Knox', inside: 'farragut', outside: 'knoxCounty'},
  maryville: {county: 'Blount', inside: 'maryville', outside: 'blountCounty'},
  sevierville: {county: 'Sevier', inside: 'sevierville', outside: 'sevierCounty'},
  'oak-ridge': {county: 'Anderson', inside: 'oakRidge', outside: 'andersonCounty'},
  clinton: {county: 'Anderson', inside: 'clinton', outside: 'andersonCounty'},
  'lenoir-city': {county: 'Loudon', inside: 'lenoirCity', outside: 'loudonCounty'},
};

/**
 * Towns the planner offers beside the business's cities, where an address there has an office of its own and no city
 * page: Alcoa runs its own codes program inside Blount County, next to Maryville.
 */
export const nearbyPlaces: readonly (CityOffices & {readonly slug: string; readonly name: string})[] = [
  {slug: 'alcoa', name: 'Alcoa', county: 'Blount', inside: 'alcoa', outside: 'blountCounty'},
];

/** A place the business does not list: the office is the town's or the county's, or else the state's program. */
export const elsewhereOffice: OfficeId = 'tennessee';
