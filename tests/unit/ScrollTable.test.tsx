import React from 'react';
import {render, screen} from '@testing-library/react';
import ScrollTable from '@site/src/components/ContentBlocks/ScrollTable';

describe('ScrollTable', () => {
  it('captions the markdown table inside it and names its scroll region by that caption', () => {
    render(
      <ScrollTable label="Deck railing rules">
        <table>
          <thead>
            <tr>
              <th>Rule</th>
              <th>Requirement</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Height</td>
              <td>At least 36 inches</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', {name: 'Deck railing rules'});
    expect(table.querySelector('caption')?.textContent).toBe('Deck railing rules');
    expect(screen.getByRole('region', {name: 'Deck railing rules'})).toContainElement(table);
    expect(screen.getByRole('columnheader', {name: 'Requirement'})).toBeInTheDocument();
  });
});
