import { PagedPaths } from '@council/contract/paths';
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
  /** SPEC.md's path: POST and PUT here, DELETE path/{id}. */
  path: string;
  /** The paged list of the section (DECISIONS.md, "Two contracts"). */
  pagePath: string;
  /** Reads a listed record, by the contract's wire names. */
  fromWire: (wire: Received<Wire>) => Entity;
  toBody: (draft: Draft) => FormData | object;
}

const endpoint = <Entity, Draft extends { id: number }, Wire>(
  section: string,
  pagePath: string,
  fromWire: (wire: Received<Wire>) => Entity,
  toBody: (draft: Draft) => FormData | object,
): AdminEndpoint<Entity, Draft, Wire> => ({
  path: `/api/Admin/${section}`,
  pagePath,
  fromWire,
  toBody,
});

const paths = PagedPaths.admin;

export const adminEndpoints = {
  officials: endpoint<Official, OfficialDraft, OfficialWire>(
    'minister-officer-employee',
    paths.officials,
    officialFromWire,
    (draft) => officialForm(draft),
  ),
  about: endpoint<AboutEntry, AboutDraft, AboutWire>(
    'about',
    paths.about,
    aboutFromWire,
    aboutForm,
  ),
  slides: endpoint<Slide, SlideDraft, SlideWire>('slider', paths.slides, slideFromWire, slideForm),
  latestNews: endpoint<NewsItem, NewsItemDraft, LatestNewsWire>(
    'latest-news',
    paths.latestNews,
    newsItemFromWire,
    (draft) => newsItemJson(draft),
  ),
  notices: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'notice',
    paths.notices,
    councilDocumentFromWire,
    (d) => councilDocumentForm('Notice', d),
  ),
  circulars: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'circular',
    paths.circulars,
    councilDocumentFromWire,
    (draft) => councilDocumentForm('Circular', draft),
  ),
  officeOrders: endpoint<CouncilDocument, CouncilDocumentDraft, CircularWire>(
    'officeorder',
    paths.officeOrders,
    councilDocumentFromWire,
    (draft) => councilDocumentForm('OfficeOrder', draft),
  ),
  tenders: endpoint<Tender, TenderDraft, TenderWire>(
    'tender',
    paths.tenders,
    tenderFromWire,
    tenderForm,
  ),
  gallery: endpoint<GalleryItem, GalleryDraft, GalleryWire>(
    'gallery',
    paths.gallery,
    galleryItemFromWire,
    galleryForm,
  ),
  pressReleases: endpoint<PressRelease, PressReleaseDraft, PressReleaseWire>(
    'press-release',
    paths.pressReleases,
    pressReleaseFromWire,
    pressReleaseForm,
  ),
};
