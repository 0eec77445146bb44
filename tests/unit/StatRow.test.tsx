/**
 * Headline figures: a claim marked `sample` (a stand-in nobody can check yet)
 * never shows, whatever its figure; the owner's confirmed claims do.
 */
import React from 'react';
import {render, screen} from '@testing-library/react';
import StatRow from '@site/src/components/StatRow';
import type {Stat} from '@site/src/data/types';

const confirmed: Stat = {value: '15+', label: 'Years building decks'};
const sample: Stat = {value: '100%', label: 'Client satisfaction', sample: true};

describe('StatRow', () => {
  it('shows the confirmed figures and never a sample claim', () => {
    render(<StatRow items={[confirmed, sample]} />);
    expect(screen.getByText(confirmed.label)).toBeInTheDocument();
    expect(screen.getByText(confirmed.value)).toBeInTheDocument();
    expect(screen.queryByText(sample.label)).toBeNull();
    expect(screen.queryByText(sample.value)).toBeNull();
  });

  it('shows the claim once the owner confirms it (removes "sample")', () => {
    render(<StatRow items={[confirmed, {...sample, sample: false}]} />);
    expect(screen.getByText(sample.label)).toBeInTheDocument();
  });

  it('leaves no empty list when every figure is a sample', () => {
    const {container} = render(<StatRow items={[sample]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
