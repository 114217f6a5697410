/** A bookshop's categories, three levels deep: the data set of the selection and expansion demos. */
export interface Category {
  id: string;
  label: string;
  children?: Category[];
}

export const bookCategories: Category[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'crime', label: 'Crime and thrillers' },
      { id: 'fantasy', label: 'Fantasy' },
      { id: 'historical', label: 'Historical fiction' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'biography', label: 'Biography' },
      {
        id: 'science',
        label: 'Science',
        children: [
          { id: 'astronomy', label: 'Astronomy' },
          { id: 'biology', label: 'Biology' },
        ],
      },
      { id: 'travel', label: 'Travel' },
    ],
  },
  {
    id: 'children',
    label: "Children's books",
    children: [
      { id: 'picture-books', label: 'Picture books' },
      { id: 'young-adult', label: 'Young adult' },
    ],
  },
];

/** The label of a category id, for messages such as "Selected: Fantasy". */
export function categoryLabel(id: string, items: readonly Category[] = bookCategories): string | undefined {
  for (const item of items) {
    if (item.id === id) return item.label;
    const found = item.children && categoryLabel(id, item.children);
    if (found) return found;
  }
  return undefined;
}
