import React, {memo, useCallback, useDeferredValue, useRef, useState} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import {galleryCategories, galleryItems, type GalleryCategory, type GalleryItem} from '@site/src/data/gallery';
import {isIllustration} from '@site/src/lib/images';
import Lightbox from './Lightbox';
import styles from './styles.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {plural} from '@site/src/lib/format';

type Filter = GalleryCategory | 'All';

interface Props {
  items?: readonly GalleryItem[];
  categories?: readonly GalleryCategory[];
}

/**
 * Project tiles with a category filter and a lightbox. Each tile's title is
 * the button that opens the lightbox (the whole tile is clickable); closing
 * the lightbox returns focus to the tile of the project last shown.
 */
export default function Gallery({items = galleryItems, categories = galleryCategories}: Props): React.JSX.Element {
  const [filter, setFilter] = useState<Filter>('All');
  // The pressed filter paints at once; the grid follows in the next render, so a tap answers before the tiles move.
  const listed = useDeferredValue(filter);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const tileButtons = useRef(new Map<string, HTMLButtonElement>());

  const shown = listed === 'All' ? items : items.filter((item) => item.category === listed);
  const filters: Filter[] = ['All', ...categories.filter((c) => items.some((item) => item.category === c))];

  const countFor = (f: Filter) => (f === 'All' ? items.length : items.filter((item) => item.category === f).length);

  const returnFocus = useCallback((slug: string) => {
    tileButtons.current.get(slug)?.focus();
  }, []);

  return (
    <div className={styles.gallery}>
      <div className={styles.filters} role="group" aria-label="Filter projects by category">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            className={clsx(styles.filter, filter === f && styles.filterActive)}
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setOpenIndex(null);
            }}>
            {filter === f && <Icon name="check" size={16} />}
            <span>{f}</span>
            <span className={styles.count} aria-hidden="true">
              {countFor(f)}
            </span>
            <span className="sr-only">, {plural(countFor(f), 'project')}</span>
          </button>
        ))}
      </div>

      <p className="sr-only" aria-live="polite">
        {listed === 'All'
          ? `Showing all ${plural(shown.length, 'project')}`
          : `Showing ${plural(shown.length, `${listed} project`)}`}
      </p>

      <ul className={styles.grid}>
        {shown.map((item, index) => (
          <Tile key={item.slug} item={item} index={index} onOpen={setOpenIndex} tileButtons={tileButtons} />
        ))}
      </ul>

      <Lightbox
        items={shown}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        returnFocus={returnFocus}
      />
    </div>
  );
}

interface TileProps {
  item: GalleryItem;
  index: number;
  onOpen: (index: number) => void;
  tileButtons: React.RefObject<Map<string, HTMLButtonElement>>;
}

/** One project: drawn again only when its place in the list changes (not when the filter's button does). */
const Tile = memo(function Tile({item, index, onOpen, tileButtons}: TileProps): React.JSX.Element {
  return (
    <li className={styles.tile}>
      <div className={styles.media}>
        <ResponsiveImage
          src={item.image}
          alt={item.alt}
          sizes="(min-width: 997px) 33vw, (min-width: 600px) 50vw, 100vw"
        />
        <span className={styles.zoom} aria-hidden="true">
          <Icon name="search" size={20} />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>
          {item.category}
          {isIllustration(item) && ' · Illustration'}
        </p>
        <Heading as="h3" className={styles.title}>
          <button
            type="button"
            className={styles.open}
            aria-haspopup="dialog"
            ref={(node) => {
              if (node) tileButtons.current.set(item.slug, node);
              else tileButtons.current.delete(item.slug);
            }}
            onClick={() => onOpen(index)}>
            {item.title}
          </button>
        </Heading>
        <p className={styles.location}>
          <Icon name="pin" size={16} />
          {item.location}
        </p>
        <p className={styles.description}>{item.description}</p>
      </div>
    </li>
  );
});
