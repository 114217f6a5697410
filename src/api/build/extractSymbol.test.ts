/** @jest-environment node */
import { extractSymbol, isStubExport } from './extractSymbol';
import { loadFixtureProgram } from './fixtures/fixtureProgram';
import type { RawMember, RawSymbol } from './types';

const { checker, exports: packages } = loadFixtureProgram(['@mui/x-widget']);
const exported = packages.get('@mui/x-widget')!;

const extract = (name: string): RawSymbol => extractSymbol(exported.get(name)!, checker);
const member = (symbol: RawSymbol, name: string): RawMember | undefined => symbol.members.find((item) => item.name === name);
const tagsOf = (item: RawMember | undefined) => item?.doc.tags.map((tag) => [tag.tag, tag.text, tag.name ?? null]);

describe('extractSymbol: a component', () => {
  const widget = extract('Widget');

  it('is a component with its own description', () => {
    expect(widget.kind).toBe('component');
    expect(widget.name).toBe('Widget');
    expect(widget.doc.text).toContain('- [Widget](https://mui.com/x/react-widget/)');
  });

  it.each([
    // name, type as written, optional
    ['name', 'string', false],
    ['rows', 'readonly WidgetRow[]', true],
    ['size', "'small' | 'medium' | 'large'", true],
    ['dense', 'boolean', true],
    ['onRowClick', '(row: WidgetRow, index: number) => boolean', true],
    ['slots', 'Partial<WidgetSlots>', true],
    ['guide', 'string', true],
  ])('reads the prop %s with its type as written (%s)', (name, type, optional) => {
    expect(member(widget, name)).toMatchObject({ type, optional });
  });

  it('reads descriptions and defaults, including inherited props', () => {
    expect(member(widget, 'name')?.doc.text).toBe('Identifies the widget.');
    expect(member(widget, 'rows')?.doc.text).toBe('The rows to show, see [[WidgetRow]].');
    expect(tagsOf(member(widget, 'rows'))).toEqual([['default', '[]', null]]);
    expect(tagsOf(member(widget, 'size'))).toEqual([['default', "'medium'", null]]);
  });

  it('reads deprecations with and without a message', () => {
    expect(tagsOf(member(widget, 'dense'))).toEqual([['deprecated', 'Use `size="small"` instead.', null]]);
    expect(tagsOf(member(widget, 'legacy'))).toEqual([['deprecated', '', null]]);
  });

  it('reads parameters and return value of a callback', () => {
    expect(tagsOf(member(widget, 'onRowClick'))).toEqual([
      ['param', 'The row clicked.', 'row'],
      ['param', 'Its position.', 'index'],
      ['returns', 'Whether the click was handled.', null],
    ]);
  });

  it('keeps inline links in the text', () => {
    expect(member(widget, 'guide')?.doc.text).toContain('{@link https://example.com/widget the widget guide}');
  });

  it('leaves out @ignore props and the native attributes, noting them instead', () => {
    const names = widget.members.map((item) => item.name);
    expect(names).not.toContain('internalFlag');
    expect(names).not.toEqual(expect.arrayContaining(['id', 'title', 'onClick', 'aria-label', 'ref', 'key']));
    expect(widget.nativeAttributes).toBe('html');
    expect(widget.acceptsRef).toBe(true);
  });

  it('lists the slots with their defaults', () => {
    expect(widget.slots.map((slot) => [slot.name, slot.doc.text, slot.doc.tags.map((tag) => tag.text)])).toEqual([
      ['icon', 'Icon shown before the label.', ['WidgetIcon']],
      ['footer', 'Custom footer.', []],
    ]);
  });

  it('lists the CSS classes with the interface that declares them', () => {
    expect(widget.classes?.interfaceName).toBe('WidgetClasses');
    expect(widget.classes?.keys.map((key) => [key.name, key.doc.text])).toEqual([
      ['root', 'Styles applied to the root element.'],
      ['label', 'Styles applied to the label element.'],
    ]);
  });
});

describe('extractSymbol: other component shapes', () => {
  it('reads a generic call-signature component and notes SVG attributes', () => {
    const mark = extract('ChartMark');
    expect(mark.kind).toBe('component');
    expect(mark.members.map((item) => [item.name, item.type, item.optional])).toEqual([['value', 'T', false]]);
    expect(mark.nativeAttributes).toBe('svg');
    expect(mark.slots).toEqual([]);
    expect(mark.classes).toBeUndefined();
  });

  it('shows the instantiated type where the props fix a type parameter of the declaring interface', () => {
    const picker = extract('PickerLike');
    expect(picker.members.map((item) => [item.name, item.type])).toEqual([
      ['value', 'string | null'],
      // Printed by the checker, with string literals quoted the way the packages write them.
      ['onChange', "(value: string | null, context: { source: 'field' | 'view'; }) => void"],
    ]);
    expect(tagsOf(member(picker, 'onChange'))?.[1]).toEqual([
      'param',
      'Context about this change:\n- `source`: where the change came from\n- `reason`: why it happened',
      'context',
    ]);
  });

  it('shows the type argument as the props pass it where the instantiated type collapses to any', () => {
    const field = extract('DateFieldLike');
    expect(field.members.map((item) => [item.name, item.type])).toEqual([
      ['minDate', 'ValidDate'],
      ['value', 'DateValue'],
      ['defaultValue', 'DateValue'],
      ['onChange', '(value: DateValue, error: string) => void'],
      ['referenceDate', 'DateValue extends DateRange ? DateValue | ValidDate : ValidDate'],
      ['ref', 'unknown'],
    ]);
    const range = extract('RangeFieldLike');
    expect(range.members.find((item) => item.name === 'referenceDate')?.type).toBe('DateRange | ValidDate');
    expect(range.members.find((item) => item.name === 'value')?.type).toBe('DateRange');
  });

  it('reads only the member names when asked to', () => {
    const names = extractSymbol(exported.get('Widget')!, checker, { namesOnly: true });
    expect(names.members.map((item) => [item.name, item.type])).toContainEqual(['rows', '']);
    expect(names.slots.map((item) => item.name)).toEqual(['icon', 'footer']);
    expect(names.classes).toBeUndefined();
  });

  it('reads a component without props', () => {
    const separator = extract('Separator');
    expect(separator).toMatchObject({ kind: 'component', members: [], slots: [] });
    expect(separator.doc.text).toBe('Takes no props.');
  });

  it('recognises a deprecated stub export that takes no props', () => {
    expect(isStubExport(exported.get('OldWidget')!, checker)).toBe(true);
    expect(isStubExport(exported.get('Separator')!, checker)).toBe(false);
    expect(isStubExport(exported.get('Widget')!, checker)).toBe(false);
    expect(isStubExport(exported.get('WidgetRow')!, checker)).toBe(false);
    // A deprecated alias of a real component is documented, with its deprecation.
    expect(isStubExport(exported.get('OldSeparator')!, checker)).toBe(false);
    expect(extract('OldSeparator').doc.tags).toEqual([{ tag: 'deprecated', text: 'Use `Separator` instead.' }]);
  });
});

describe('extractSymbol: interfaces and types', () => {
  it('reads an interface: members, methods as arrow types, union members', () => {
    const row = extract('WidgetRow');
    expect(row.kind).toBe('interface');
    expect(row.doc.text).toBe('One row of a widget.');
    expect(row.members.map((item) => [item.name, item.type, item.optional])).toEqual([
      ['id', 'string | number', false],
      ['label', 'string', true],
      ['format', '(value: string) => string', false],
    ]);
    expect(tagsOf(member(row, 'format'))).toEqual([['param', 'The raw label.', 'value']]);
    expect(row.definition).toBeUndefined();
  });

  it('includes inherited members', () => {
    expect(extract('ExpandableRow').members.map((item) => item.name)).toEqual(['expanded', 'id', 'label', 'format']);
  });

  it('merges the members of a union alias, optional unless every variant requires them', () => {
    const any = extract('AnyRow');
    expect(any.definition).toBe('WidgetRow | ExpandableRow');
    expect(any.members.map((item) => [item.name, item.optional])).toEqual([
      ['id', false],
      ['label', true],
      ['format', false],
      ['expanded', true],
    ]);
  });
});
