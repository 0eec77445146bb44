import React from 'react';
import type {BuildingOffice} from '@site/src/data/buildingOffices';
import {editionName, officeTitle, officesFor, servedOffices} from '@site/src/lib/buildingOffices';
import ScrollTable from '@site/src/components/ContentBlocks/ScrollTable';

/**
 * The building offices a deck answers to, from src/data/buildingOffices.ts: the one place the site says which IRC
 * edition and frost depth apply where. An office whose own page does not say reads "confirm with" it.
 */

/* eslint-disable @docusaurus/no-html-links -- the offices' own pages, on their own sites */
/** An office's name, linked to its permit page: capitalized to start a table cell, as written mid-sentence. */
function OfficeName({office, start = false}: {office: BuildingOffice; start?: boolean}): React.JSX.Element {
  const name = start ? officeTitle(office) : office.name;
  return office.permitsUrl ? <a href={office.permitsUrl}>{name}</a> : <>{name}</>;
}

function Edition({office}: {office: BuildingOffice}): React.JSX.Element {
  return office.irc ? (
    <a href={office.irc.url}>{office.irc.edition} IRC</a>
  ) : (
    <>Not on its pages: confirm with the office</>
  );
}
/* eslint-enable @docusaurus/no-html-links */

/** Every office the business's cities answer to: where, the edition it enforces, its frost depth. */
export function BuildingOffices(): React.JSX.Element {
  return (
    <ScrollTable label="The building offices we build under, and the code each enforces">
      <table>
        <thead>
          <tr>
            <th scope="col">Office</th>
            <th scope="col">Where</th>
            <th scope="col">Code edition</th>
            <th scope="col">Frost depth</th>
          </tr>
        </thead>
        <tbody>
          {servedOffices().map(({office, cities}) => (
            <tr key={office.name}>
              <th scope="row">
                <OfficeName office={office} start />
              </th>
              <td>{cities.join('; ')}</td>
              <td>
                <Edition office={office} />
              </td>
              <td>{office.frostDepthIn ? `${office.frostDepthIn.value} in` : 'Confirm with the office'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** For a city's page: who issues a deck permit there and under which edition, or whom to ask. */
export function CityCode({city}: {city: string}): React.JSX.Element | null {
  const {city: name, county, inside, outside} = officesFor(city);
  if (!name || !county) return null;
  const says = (office: BuildingOffice) => {
    const edition = editionName(office);
    return edition ? `enforces ${edition}` : 'sets its own IRC edition: confirm it with them';
  };
  if (!outside) {
    // A community with no town government of its own (Powell, Halls): one office covers every address in it.
    return (
      <p>
        {name} has no town government of its own: <OfficeName office={inside} /> issues deck permits there and{' '}
        {says(inside)}. It also sets the frost depth footings go below: we confirm it, and the edition, for your address
        before we draw plans.
      </p>
    );
  }
  return (
    <p>
      Inside {name}&rsquo;s limits, <OfficeName office={inside} /> issues deck permits and {says(inside)}.
      {outside && (
        <>
          {' '}
          In unincorporated {county} County, outside any town&rsquo;s limits, <OfficeName office={outside} /> does, and{' '}
          {says(outside)}.
        </>
      )}{' '}
      Either office sets the frost depth footings go below: we confirm it, and the edition, for your address before we
      draw plans.
    </p>
  );
}
