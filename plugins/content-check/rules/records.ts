/**
 * The short texts of the data records fit the places the site gives them:
 * a button label stays on one line, a menu line under its service's name,
 * and a detail page's title and description whole in a search result. A
 * longer text is cut or breaks a layout where the writer cannot see it, so
 * the check names the record, the field and the line. Nothing else about a
 * text's length is a rule: how much a card or a page says is the writer's call.
 */
import type {ContentProblem} from '../checks';
import {recordLine, type Rule, type TextPlace} from './site';

/** The most characters each place holds, and why. */
export const textLimits: Record<TextPlace, {readonly max: number; readonly what: string; readonly why: string}> = {
  /** A post's closing button (front matter cta_label, ../schema.ts) has the same limit. */
  button: {
    max: 40,
    what: 'a button label',
    why: 'a longer one breaks onto a second line on a phone',
  },
  /** The Services menu is a 360-pixel panel (src/components/SiteHeader/DesktopMenu.module.css); the same line heads the related-service cards. */
  menuLine: {
    max: 60,
    what: 'a menu line',
    why: 'the Services menu is a narrow panel, where a longer line takes a third line under the service',
  },
  /** Docusaurus adds " | " and the site's name after it, which results cut first. */
  searchTitle: {
    max: 70,
    what: 'a page title',
    why: 'search results show about 60 characters of a title and cut the rest',
  },
  /** A Markdown page's description (front matter, ../schema.ts) has the same limit. */
  searchDescription: {
    max: 170,
    what: 'a page description',
    why: 'search results cut a description at about 160 characters',
  },
};

export const recordTextsFit: Rule = (site) =>
  site.recordTexts.flatMap(({record, file, field, place, text}): ContentProblem[] => {
    const {max, what, why} = textLimits[place];
    if (text.length <= max) return [];
    const at = recordLine(site, text, file);
    return [
      {
        ...at,
        message: `${at.file}: ${record}: ${field} "${text}" has ${text.length} characters, and ${what} holds at most ${max} (${why}): shorten it`,
      },
    ];
  });
