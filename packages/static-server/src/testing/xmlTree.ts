import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its qualified name, namespace, attributes and content. */
export interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Its own text (not its children's), entities resolved. */
  text: string;
}

/**
 * Parses `xml` with a conforming, namespace-aware XML parser (saxes, jsdom's): anything not
 * well-formed (an unescaped '&', a control character) throws, as it would in a feed reader.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error('no root element');
  return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

/** The text of the first child named `name`, or undefined. */
export const textOf = (element: XmlElement, name: string): string | undefined =>
  childrenNamed(element, name)[0]?.text;
