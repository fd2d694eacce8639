import type {
  AboutWire,
  CircularWire,
  GalleryWire,
  LatestNewsWire,
  OfficialWire,
  PressReleaseWire,
  SlideWire,
  TenderWire,
} from '@council/contract';
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
  type Received,
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
export interface AdminEndpoint<Entity, Draft extends { id: number }, Wire = WireRecord> {
  path: string;
  /** Reads a listed record, by the contract's wire names. */
  fromWire: (wire: Received<Wire>) => Entity;
  toBody: (draft: Draft) => FormData | object;
}

const endpoint = <Entity, Draft extends { id: number }, Wire>(
  section: string,
  fromWire: (wire: Received<Wire>) => Entity,
  toBody: (draft: Draft) => FormData | object,
): AdminEndpoint<Entity, Draft, Wire> => ({ path: `/api/Admin/${section}`, fromWire, toBody });

export const adminEndpoints = {
  officials: endpoint<Official, OfficialDraft, OfficialWire>(
    'minister-officer-employee',
    officialFromWire,
    (draft) => officialForm(draft),
  ),
  about: endpoint<AboutEntry, AboutDraft, AboutWire>('about', aboutFromWire, aboutForm),
  slides: endpoint<Slide, SlideDraft, SlideWire>('slider', slideFromWire, slideForm),
  latestNews: endpoint<NewsItem, NewsItemDraft, LatestNewsWire>(
    'latest-news',
    newsItemFromWire,
    (draft) => newsItemJson(draft),
  ),
  notices: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'notice',
    councilDocumentFromWire,
    (d) => councilDocumentForm('Notice', d),
  ),
  circulars: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'circular',
    councilDocumentFromWire,
    (draft) => councilDocumentForm('Circular', draft),
  ),
  officeOrders: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'officeorder',
    councilDocumentFromWire,
    (draft) => councilDocumentForm('OfficeOrder', draft),
  ),
  tenders: endpoint<Tender, TenderDraft, TenderWire>('tender', tenderFromWire, tenderForm),
  gallery: endpoint<GalleryItem, GalleryDraft, GalleryWire>(
    'gallery',
    galleryItemFromWire,
    galleryForm,
  ),
  pressReleases: endpoint<PressRelease, PressReleaseDraft, PressReleaseWire>(
    'press-release',
    pressReleaseFromWire,
    pressReleaseForm,
  ),
};
