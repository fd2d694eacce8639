import path from 'node:path';
import ts from 'typescript';

/**
 * Reads the API's source for the sentences it sends people, so that a test can ask the Hindi
 * table (i18n/) for each one's twin: a message added in English without Hindi fails that test.
 *
 * A message place is a ClientError's message, a `message:` or `refusal:` in an object literal,
 * and a text passed where a parameter is called `refusal`. Field names are places too: a text
 * passed where a parameter is called `label`, or given as a `label:`, is put into sentences. What a place holds is followed to
 * literal text through constants, object maps, conditionals, concatenation and the returns of
 * the functions it calls (also into @council/contract), so that a message kept in a constant or
 * built by a helper is found too. What cannot be followed (a parameter, a value from the
 * database) is a hole, written HOLE.
 */

export const HOLE = '{}';

export interface SourceMessage {
  /** The English texts the place may send, holes where a value goes ('{} is required.'). */
  texts: string[];
  /** Where: 'src/grievances/moveComplaint.ts:74'. */
  at: string;
  kind: 'ClientError' | 'message' | 'refusal' | 'label';
}

const API_ROOT = path.resolve(__dirname, '../..');
/** Enough for every message the API builds; a place with more variants is listed unread. */
const MAX_VARIANTS = 64;
const MAX_DEPTH = 10;

/** The API's own source files the built API runs (no tests, no test helpers). */
function apiProgram(): ts.Program {
  const configFile = path.join(API_ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, API_ROOT);
  const roots = parsed.fileNames.filter(
    (file) => !file.endsWith('.test.ts') && !file.includes(`${path.sep}testing${path.sep}`),
  );
  return ts.createProgram(roots, { ...parsed.options, noEmit: true });
}

/** Every message place of the API's source, with the texts it may send. */
export function sourceMessages(): SourceMessage[] {
  const program = apiProgram();
  const checker = program.getTypeChecker();
  const reader = new TextReader(checker);
  const found: SourceMessage[] = [];
  const sourceDir = path.join(API_ROOT, 'src') + path.sep;
  const files = program
    .getSourceFiles()
    .filter((file) => path.resolve(file.fileName).startsWith(sourceDir))
    // The demo's content is data a citizen might have typed, not the API's sentences; the
    // Hindi table holds the sentences' twins.
    .filter((file) => !/[\\/](demo|i18n)[\\/]/.test(file.fileName));
  const takers = functionsTaking(files, TAKEN);
  for (const file of files) {
    const place = (node: ts.Node, kind: SourceMessage['kind'], expression: ts.Expression) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      const at = `${path.relative(API_ROOT, file.fileName)}:${line + 1}`;
      found.push({ texts: reader.texts(expression) ?? [HOLE], at, kind });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(file) === 'ClientError') {
        const message = node.arguments?.[1];
        if (message) place(node, 'ClientError', message);
      } else if (
        ts.isPropertyAssignment(node) &&
        ts.isObjectLiteralExpression(node.parent) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        PROPERTIES.has(node.name.text)
      ) {
        place(node, node.name.text as SourceMessage['kind'], node.initializer);
      } else if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && calls(node, takers)) {
        visitArguments(node, (argument, name) => {
          if (name === 'refusal' || name === 'label') place(argument, name, argument);
        });
      }
      ts.forEachChild(node, visit);
    };
    const visitArguments = (
      call: ts.CallExpression | ts.NewExpression,
      each: (argument: ts.Expression, parameter: string) => void,
    ) => {
      const signature = checker.getResolvedSignature(call);
      (call.arguments ?? []).forEach((argument, index) => {
        const parameter = signature?.parameters[index];
        if (parameter) each(argument, parameter.name);
      });
    };
    visit(file);
  }
  return found;
}

/** Follows an expression to the literal texts it may have, HOLE where a value goes. */
class TextReader {
  constructor(private readonly checker: ts.TypeChecker) {}

  texts(node: ts.Expression, depth = 0): string[] | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const expression = skipOuter(node);
    if (ts.isStringLiteralLike(expression) || ts.isNumericLiteral(expression))
      return [expression.text];
    if (ts.isTemplateExpression(expression)) {
      let texts = [expression.head.text];
      for (const span of expression.templateSpans) {
        texts = product(texts, this.orHole(span.expression, depth)).map(
          (text) => text + span.literal.text,
        );
      }
      return capped(texts);
    }
    if (ts.isBinaryExpression(expression)) return this.binary(expression, depth);
    if (ts.isConditionalExpression(expression)) {
      return this.union([expression.whenTrue, expression.whenFalse], depth);
    }
    if (ts.isIdentifier(expression) && expression.text === 'undefined') return [];
    if (expression.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression)) {
      return this.declared(expression, depth);
    }
    if (ts.isElementAccessExpression(expression)) {
      const values = this.objectValues(expression.expression);
      return values && this.union(values, depth);
    }
    if (ts.isCallExpression(expression)) return this.returned(expression, depth);
    return undefined;
  }

  private binary(expression: ts.BinaryExpression, depth: number): string[] | undefined {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.PlusToken) {
      // index + 1 is arithmetic: a value, not text.
      if (ts.isNumericLiteral(expression.left) || ts.isNumericLiteral(expression.right))
        return undefined;
      return capped(
        product(this.orHole(expression.left, depth), this.orHole(expression.right, depth)),
      );
    }
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken
    ) {
      return this.union([expression.left, expression.right], depth);
    }
    return undefined;
  }

  private union(expressions: ts.Expression[], depth: number): string[] {
    return capped(expressions.flatMap((each) => this.texts(each, depth + 1) ?? [HOLE]));
  }

  /** A part of a text: what it may be, or a hole where nothing literal is found. */
  private orHole(expression: ts.Expression, depth: number): string[] {
    const texts = this.texts(expression, depth + 1);
    return texts && texts.length > 0 ? texts : [HOLE];
  }

  /** A constant's or an object property's literal value. */
  private declared(
    expression: ts.Identifier | ts.PropertyAccessExpression,
    depth: number,
  ): string[] | undefined {
    const declaration = this.declarationOf(expression);
    if (!declaration) return undefined;
    if (ts.isBindingElement(declaration)) return this.destructured(declaration, depth);
    if (
      (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
      declaration.initializer
    ) {
      // A `let` may change: only constants and object literals' properties are followed.
      if (ts.isVariableDeclaration(declaration) && !isConst(declaration)) return undefined;
      return this.texts(declaration.initializer, depth + 1);
    }
    return undefined;
  }

  /**
   * A name taken from each row of a literal list: `label` of
   * `for (const [field, label] of [['a', 'Title'], ['b', 'Status']])` is 'Title' or 'Status'.
   */
  private destructured(element: ts.BindingElement, depth: number): string[] | undefined {
    const pattern = element.parent;
    const declaration = pattern.parent;
    const loop = declaration.parent?.parent;
    if (!ts.isArrayBindingPattern(pattern) || !loop || !ts.isForOfStatement(loop)) return undefined;
    const index = pattern.elements.indexOf(element);
    const rows = this.listOf(loop.expression);
    const cells = rows?.map((row) => {
      const cells = skipOuter(row);
      return ts.isArrayLiteralExpression(cells) ? cells.elements[index] : undefined;
    });
    if (!cells || cells.some((cell) => cell === undefined)) return undefined;
    return this.union(cells as ts.Expression[], depth);
  }

  /** The elements of the array literal an expression is or names. */
  private listOf(expression: ts.Expression): readonly ts.Expression[] | undefined {
    let target = skipOuter(expression);
    if (ts.isIdentifier(target)) {
      const declaration = this.declarationOf(target);
      if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
        return undefined;
      target = skipOuter(declaration.initializer);
    }
    return ts.isArrayLiteralExpression(target) ? target.elements : undefined;
  }

  /** The texts a called function (a declaration, an arrow, a map of them) returns. */
  private returned(call: ts.CallExpression, depth: number): string[] | undefined {
    const callee = skipOuter(call.expression);
    const functions: ts.Node[] = [];
    if (ts.isElementAccessExpression(callee)) {
      functions.push(...(this.objectValues(callee.expression) ?? []));
    } else if (ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee)) {
      const declaration = this.declarationOf(callee);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
        functions.push(skipOuter(declaration.initializer));
      } else if (declaration) functions.push(declaration);
    }
    const bodies = functions.filter(
      (each): each is ts.FunctionLikeDeclaration =>
        ts.isFunctionDeclaration(each) ||
        ts.isArrowFunction(each) ||
        ts.isFunctionExpression(each) ||
        ts.isMethodDeclaration(each),
    );
    if (bodies.length === 0 || bodies.length !== functions.length) return undefined;
    const results = bodies.flatMap((fn) => returnsOf(fn));
    return this.union(results, depth);
  }

  /** The property values of the object literal an expression names. */
  private objectValues(expression: ts.Expression): ts.Expression[] | undefined {
    let target = skipOuter(expression);
    if (ts.isIdentifier(target) || ts.isPropertyAccessExpression(target)) {
      const declaration = this.declarationOf(target);
      if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
        return undefined;
      target = skipOuter(declaration.initializer);
    }
    if (!ts.isObjectLiteralExpression(target)) return undefined;
    const values = target.properties.map((property) =>
      ts.isPropertyAssignment(property) ? property.initializer : undefined,
    );
    return values.every((value) => value !== undefined) ? (values as ts.Expression[]) : undefined;
  }

  private declarationOf(node: ts.Expression): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias)
      symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }
}

/** The parameter names whose arguments are message places. */
const TAKEN = new Set(['label', 'refusal']);
/** The property names whose values are ('message: ...', a field's 'label: ...'). */
const PROPERTIES = new Set(['message', 'refusal', 'label']);

/** The names of the functions (and methods, and arrows kept in a variable) with such a parameter. */
function functionsTaking(files: readonly ts.SourceFile[], parameters: Set<string>): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isFunctionLike(node) &&
      node.parameters.some((p) => ts.isIdentifier(p.name) && parameters.has(p.name.text))
    ) {
      const owner = ts.isVariableDeclaration(node.parent) ? node.parent.name : node.name;
      if (owner && ts.isIdentifier(owner)) names.add(owner.text);
      if (ts.isConstructorDeclaration(node) && node.parent.name) names.add(node.parent.name.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return names;
}

/** Whether a call's callee is named as one of `names` (f(), x.f(), new F()). */
function calls(call: ts.CallExpression | ts.NewExpression, names: Set<string>): boolean {
  const callee = skipOuter(call.expression);
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  return ts.isIdentifier(name) && names.has(name.text);
}

function skipOuter(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function isConst(declaration: ts.VariableDeclaration): boolean {
  const list = declaration.parent;
  return ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0;
}

/** The expressions a function returns (not those of functions nested in it). */
function returnsOf(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

function product(left: string[], right: string[]): string[] {
  return left.flatMap((a) => right.map((b) => a + b));
}

function capped(texts: string[]): string[] {
  const unique = [...new Set(texts)];
  return unique.length > MAX_VARIANTS ? [HOLE] : unique;
}
