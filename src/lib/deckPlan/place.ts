/**
 * Where the deck is built decides who issues its permit, which IRC edition applies and how deep its footings go:
 * the office's own facts (src/data/owner/offices.json), or "confirm with" it where no page of its own says. A community
 * with no town government of its own has one office, named once.
 */
import type {BuildingOffice} from '../../data/buildingOffices';
import {READ_EDITION, type Citation} from '../../data/framing';
import {editionName, officesFor} from '../buildingOffices';
import type {PlaceLine} from './types';

const facts = (o: BuildingOffice): Citation[] => [
  ...(o.irc ? [{source: o.irc.source, table: `the ${o.irc.edition} IRC, adopted`, url: o.irc.url}] : []),
  ...(o.frostDepthIn ? [{source: o.frostDepthIn.source, table: 'frost depth', url: o.frostDepthIn.url}] : []),
];

export function placeLine(place: string): PlaceLine {
  const {city, county, inside, outside, countyOnly} = officesFor(place);
  // A city whose office is not known (the content check names it) reads as somewhere else.
  const known = city !== null && county !== null;
  const edition = editionName(inside);
  const issues = `${inside.name} issues the permit`;
  const caption = known
    ? `Built in ${city}: ${issues}` + (edition ? `, under ${edition}` : '; confirm with them which IRC edition applies')
    : "Somewhere else: your town's building office issues the permit, or your county's outside town limits; " +
      'confirm with them which IRC edition applies';
  const outsideWords = outside
    ? ` Outside ${city}'s limits, ${outside.name} does` +
      (outside.irc ? `, under ${editionName(outside)}.` : '; confirm its edition with them.')
    : '';
  // Somewhere else the office is not known, so neither is its edition: the state's is one possibility of several.
  const readIn = !known
    ? ` The code figures in this plan are read in the ${READ_EDITION} IRC; confirm each with the office that ` +
      'issues your permit.'
    : inside.irc?.edition === READ_EDITION
      ? ` The code figures in this plan are read in the ${READ_EDITION} IRC, the edition it enforces.`
      : ` The code figures in this plan are read in the ${READ_EDITION} IRC; confirm each with the office, which ` +
        (inside.irc ? `enforces the ${inside.irc.edition} edition.` : 'sets its own edition.');
  return {
    place,
    placeName: city,
    office: {name: inside.name, url: inside.permitsUrl},
    outside: outside && {name: outside.name, url: outside.permitsUrl},
    // Somewhere else, the town's or county's own edition is unknown: the state's applies only where neither has one.
    edition: known ? (inside.irc?.edition ?? null) : null,
    frostDepthIn: known ? (inside.frostDepthIn?.value ?? null) : null,
    frostDepthWords: !known
      ? 'the frost depth that the office issuing your permit sets: ask them for it'
      : inside.frostDepthIn
        ? `the frost depth of ${inside.frostDepthIn.value} in that ${inside.name} sets`
        : `the frost depth that ${inside.name} sets` +
          (outside ? ` (${outside.name} outside ${city}'s limits)` : '') +
          ': ask them for it',
    caption,
    basis:
      (known
        ? ''
        : `Where a town or county has no residential code program of its own, ${inside.name} issues it` +
          (edition ? `, under ${edition}.` : '.')) +
      outsideWords +
      readIn +
      (county && !countyOnly ? ` ${city} is in ${county} County.` : ''),
    cite: [...facts(inside), ...(outside ? facts(outside) : [])],
  };
}
