/**
 * Gallery projects. Until photos of the finished decks are taken, each image
 * is an illustration under static/img/gallery/ named for the photo that will
 * replace it (same name, .jpg).
 */
import type {GalleryItemData} from './schema';
import {galleryCategories, type GalleryCategory} from './types';
import gallery from './owner/gallery.json';

export {galleryCategories, type GalleryCategory};

export interface GalleryItem {
  slug: string;
  title: string;
  category: GalleryCategory;
  /** Path under static/, e.g. /img/gallery/sequoyah-hills-composite-deck.svg (1200x800). */
  image: string;
  alt: string;
  /** One or two sentences about the project. */
  description: string;
  location: string;
}

/** Added, changed and removed in /admin → Business → Gallery projects (src/data/owner/gallery.json). */
export const galleryItems: readonly GalleryItem[] = (gallery as {projects: readonly GalleryItemData[]}).projects;
