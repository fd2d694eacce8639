import type {
  AboutEntry,
  CouncilDocument,
  GalleryItem,
  NewsItem,
  Official,
  PressRelease,
  Slide,
  Tender,
} from '../entities';
import {
  aboutFromWire,
  councilDocumentFromWire,
  galleryItemFromWire,
  newsItemFromWire,
  officialFromWire,
  pressReleaseFromWire,
  slideFromWire,
  tenderFromWire,
  type WireRecord,
} from '../wire';
import { aboutForm } from './aboutForm';
import { councilDocumentForm } from './councilDocumentForm';
import type {
  AboutDraft,
  CouncilDocumentDraft,
  GalleryDraft,
  NewsItemDraft,
  OfficialDraft,
  PressReleaseDraft,
  SlideDraft,
  TenderDraft,
} from './drafts';
import { galleryForm } from './galleryForm';
import { newsItemJson } from './newsItemJson';
import { officialForm } from './officialForm';
import { pressReleaseForm } from './pressReleaseForm';
import { slideForm } from './slideForm';
import { tenderForm } from './tenderForm';

/**
 * One admin section of the contract: where its list lives (POST and PUT go to the same path,
 * DELETE to path/{id}, DECISIONS.md), how a listed record reads and how a draft is sent.
 */
export interface AdminEndpoint<Entity, Draft extends { id: number }> {
  path: string;
  fromWire: (wire: WireRecord) => Entity;
  toBody: (draft: Draft) => FormData | object;
}

const endpoint = <Entity, Draft extends { id: number }>(
  section: string,
  fromWire: (wire: WireRecord) => Entity,
  toBody: (draft: Draft) => FormData | object,
): AdminEndpoint<Entity, Draft> => ({ path: `/api/Admin/${section}`, fromWire, toBody });

export const adminEndpoints = {
  officials: endpoint<Official, OfficialDraft>(
    'minister-officer-employee',
    officialFromWire,
    (draft) => officialForm(draft),
  ),
  about: endpoint<AboutEntry, AboutDraft>('about', aboutFromWire, aboutForm),
  slides: endpoint<Slide, SlideDraft>('slider', slideFromWire, slideForm),
  latestNews: endpoint<NewsItem, NewsItemDraft>('latest-news', newsItemFromWire, (draft) =>
    newsItemJson(draft),
  ),
  notices: endpoint<CouncilDocument, CouncilDocumentDraft>('notice', councilDocumentFromWire, (d) =>
    councilDocumentForm('Notice', d),
  ),
  circulars: endpoint<CouncilDocument, CouncilDocumentDraft>(
    'circular',
    councilDocumentFromWire,
    (draft) => councilDocumentForm('Circular', draft),
  ),
  officeOrders: endpoint<CouncilDocument, CouncilDocumentDraft>(
    'officeorder',
    councilDocumentFromWire,
    (draft) => councilDocumentForm('OfficeOrder', draft),
  ),
  tenders: endpoint<Tender, TenderDraft>('tender', tenderFromWire, tenderForm),
  gallery: endpoint<GalleryItem, GalleryDraft>('gallery', galleryItemFromWire, galleryForm),
  pressReleases: endpoint<PressRelease, PressReleaseDraft>(
    'press-release',
    pressReleaseFromWire,
    pressReleaseForm,
  ),
};
