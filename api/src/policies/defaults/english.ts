import type { PolicyKey } from '@council/contract/policy-rules';
import type { DefaultText } from './fill';

// The default English texts of the website policies and help pages (issue 20, GIGW 3.0), for a
// Nagar Parishad in Bihar. {name}, {address}, {email}, {phone} and {site} are filled from the
// council's configuration when a page is read (./fill.ts). Format: see @council/contract's
// policies.ts ('## ' a heading, '- ' a list item, [words](/path) a link).

export const ENGLISH: Readonly<Record<PolicyKey, DefaultText>> = {
  'copyright-policy': {
    title: 'Copyright Policy',
    body: `The material on this website (its text, photographs, documents and the arrangement of its pages) belongs to {name}, unless a page or document says otherwise.

The material may be reproduced free of charge, in any format or medium, after permission has been obtained from the council. To ask for permission, write to [{email}](mailto:{email}), saying what you wish to reproduce and where. Permission is given on these conditions:
- the material is reproduced accurately and is not used in a derogatory manner or in a misleading context;
- wherever the material is published or issued to others, its source is acknowledged prominently as "{name}";
- a document of the council is reproduced with its full title, the council's name and the year in which it was issued.

The permission does not extend to material on this website that belongs to someone else (a third party), such as a photograph or document marked with another owner's name. Permission to reproduce such material must be obtained from the department or owner concerned.

Orders, notices, tenders and other documents are published on this website for the information of the public. For a certified copy of a document, please apply at the council's office: {address}.`,
  },
  'hyperlinking-policy': {
    title: 'Hyperlinking Policy',
    body: `## Links to other websites
At many places this website links to other websites, such as the portals of the Government of Bihar and the Government of India, for your convenience. {name} is not responsible for the contents or the reliability of the linked websites and does not necessarily endorse the views expressed in them. The mere presence of a link or its listing on this website is not an endorsement of any kind. We cannot guarantee that these links will work all the time, and we have no control over the availability of the linked pages.

A link to another website is marked as such, and before it takes you there this website tells you that you are leaving it, so that you can cancel.

## Links to this website from other websites
We do not object to you linking directly to the information on this website ({site}), and no prior permission is required. However, please inform us of any link you provide, by writing to [{email}](mailto:{email}), so that we can tell you about any changes or updates to the pages you link to.

We do not permit the pages of this website to be loaded into frames on your website. The pages of this website must open in a newly opened browser window or tab of the user.

Please link to a page of this website rather than to a copy of one of its documents, so that your readers always reach the current version.`,
  },
  'terms-of-use': {
    title: 'Terms of Use',
    body: `This website is designed, developed and maintained by {name} to give citizens information about the council and its services. Its content is provided and kept up to date by the council.

Though all efforts have been made to ensure the accuracy and currency of the content on this website, it should not be construed as a statement of law or used for any legal purposes. Where a text on this website differs from the council's order, notice, resolution or other document as issued, the document as issued prevails. In case of any doubt, users are advised to verify the information with the council's office or other primary sources before acting on it.

Under no circumstances will the council be liable for any expense, loss or damage, including without limitation indirect or consequential loss or damage, or any expense, loss or damage whatsoever arising from the use, or loss of use, of data, arising out of or in connection with the use of this website.

## Using the services of this website
- Give true information when you file a complaint or send a message through this website. Complaints are dealt with as the grievance pages describe; a message sent here is not an application under any Act.
- An account on this website is for one person. Keep your password to yourself, and sign out on a shared computer.
- Do not try to reach parts of the website that are not meant for you, and do not send anything meant to harm the website or its readers.

These terms and conditions shall be governed by and construed in accordance with the laws of India. Any dispute arising under these terms and conditions shall be subject to the exclusive jurisdiction of the courts of India.

These terms may be revised at any time; the text on this page is the one that applies. Questions about them may be sent to [{email}](mailto:{email}), or asked on {phone}.`,
  },
  disclaimer: {
    title: 'Disclaimer',
    body: `The content of this website is for general information. {name} takes care that it is accurate and up to date, but cannot guarantee that it is complete or free of errors at every moment.

- The orders, notices, circulars, tenders and other documents as issued by the council are the authentic versions. A copy or summary shown on this website is for convenience only; please check with the council's office before relying on it for any legal or financial purpose.
- Dates on this website, such as the last date for bids on a tender, are as the council published them. Where a corrigendum has been issued, the corrigendum applies.
- Links to other websites are given for your convenience. The council does not control those websites and is not responsible for their content or availability.
- The council is not liable for any loss or damage arising from the use of this website, or from its not being available. The website may be unavailable at times for maintenance or for reasons beyond the council's control.

If you find something on this website that is wrong or out of date, please tell us: use the [Feedback](/feedback) page, write to [{email}](mailto:{email}) or call {phone}.`,
  },
  'accessibility-statement': {
    title: 'Accessibility Statement',
    body: `{name} wants this website to be usable by everyone who needs it, whatever their device, technology or ability: people with visual, hearing, motor or learning disabilities, people who use a screen reader or the keyboard alone, and people on a mobile phone or a slow connection.

## The standard we aim at
This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW 3.0). In particular:
- every page can be used with the keyboard alone, and a "Skip to main content" link comes first on every page;
- the text size can be made smaller or larger (A-, A, A+) and a high-contrast colour scheme can be chosen in the top bar (on a phone, in the menu); the choice is kept across pages and visits;
- the website is in English and Hindi, and text in the other language is marked so that screen readers pronounce it correctly;
- pictures have text alternatives, form fields have labels, and error messages say what to correct;
- document links say the format and size of the file, and links to other websites say so before you leave.

The [Help](/help) page explains how to use these features, and the [Screen Reader Access](/screen-reader-access) page lists screen readers you can use.

## What does not yet meet the standard
- Many documents (notices, tenders, orders) are scanned PDF files of the papers as issued by the office. A scanned page is a picture, whose text a screen reader cannot read.
- Photographs in the photo gallery are described by their titles, which may not say everything a photograph shows.
- Documents are available only in the language in which the council issued them.
- A map or other material from another website, where a page shows one, may not be fully accessible; the council's address is always given as text too.

## Asking for help or another format
If you cannot read any content on this website, or find a problem with its accessibility, please tell us, giving the address (URL) of the page: use the [Feedback](/feedback) page, write to [{email}](mailto:{email}) or call {phone}. We will try to give you the information in a form you can use, such as a readable text of a scanned document.`,
  },
  'content-archival-policy': {
    title: 'Content Archival Policy',
    body: `This policy says how long the content of the website of {name} stays in its current lists and where it can be found afterwards, as the Guidelines for Indian Government Websites (GIGW 3.0) ask.

## Current content and the archive
- Notices, circulars, office orders, latest news and press releases may be given a "show until" date when they are published. They stay in the current lists, and in the news on the home page, up to and including that date. From the next day they leave the current lists by themselves and are found on the [Archive](/archive) page, by type and by year.
- An item without a "show until" date stays in the current lists until the council removes it or gives it such a date.
- A tender stays in the list of active tenders until its last date and time for bids. At that moment it moves by itself to the list of past tenders, where it stays with its documents.
- The pages about the council, its officials, the photo gallery and these policies are kept current: when something changes, the page is updated, and each page shows the date of its last update.

## Nothing is deleted on expiry
Reaching a "show until" date or a tender's last date deletes nothing: the item and its documents stay on the website, in the archive or in the list of past tenders. An item is removed only when the council deletes it itself, for example one published by mistake.

## Asking for older content
If you cannot find an older document, write to [{email}](mailto:{email}) or visit the council's office at {address}, naming the document and its date as far as you know them.`,
  },
  help: {
    title: 'Help',
    body: `This page explains how to use this website. If something does not work for you, please tell us on the [Feedback](/feedback) page or call {phone}.

## Opening PDF documents
Most documents on this website (notices, tenders, orders, forms) are PDF files. Each document link shows the file's format and size, such as "PDF, 245 KB", so that you know what you are opening. Most browsers and phones open PDF files themselves; a document opens in a new tab, and the browser's download button keeps a copy. If your device cannot open PDF files, install a free PDF reader, for example:
- [Adobe Acrobat Reader](https://get.adobe.com/reader/) (Windows, Mac, Android, iPhone)
- [SumatraPDF](https://www.sumatrapdfreader.org/) (Windows)
- on a phone, the PDF viewer of its Files app, or Google PDF Viewer from the Play Store

## Changing the text size
In the top bar of every page (on a phone, at the foot of the Menu), the buttons A-, A and A+ make the text smaller, normal or larger. Your choice is kept as you move from page to page and when you come back later. The browser's own zoom works too: Ctrl and + or Ctrl and - on a computer, two fingers spread apart on a phone.

## High contrast
The high contrast button beside them shows the website with light text on a dark background and strong colours, which many people with low vision find easier to read. Press it again for the usual colours. This choice is kept too.

## Using the keyboard
- Tab moves to the next link, button or field; Shift and Tab moves back.
- The first Tab on a page reaches "Skip to main content": press Enter to go straight to the page's content, past the menus.
- Enter follows a link or presses a button; Space presses a button or ticks a box.
- In the main menu, Enter opens a group of pages and Tab moves through it; Escape closes it.
- Escape also closes a dialog, such as the one that asks before you leave for another website.

## Screen readers
This website works with screen readers. The [Screen Reader Access](/screen-reader-access) page lists free and paid screen readers you can use.

## Changing the language
The website is in English and Hindi. Choose the language in the "Language" box in the top bar (on a phone, at the foot of the Menu); your choice is kept. Documents are shown in the language in which the council issued them.

## Finding a page
Use the Search button at the top of every page to find a notice, a tender or a page by its words. The [Sitemap](/sitemap) lists every page of the website.`,
  },
};
