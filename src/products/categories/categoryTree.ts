import type { ProductCategory } from '../../dataProvider/products';

/** Every category once, whether the server nests children or lists them flat. */
export const flattenCategories = (docs: ProductCategory[]): ProductCategory[] => {
  const seen = new Map<string, ProductCategory>();
  const visit = (category: ProductCategory, parent: string | null) => {
    if (!seen.has(category._id))
      seen.set(category._id, { ...category, parent: category.parent ?? parent });
    for (const child of category.children ?? []) visit(child, category._id);
  };
  docs.forEach((category) => visit(category, null));
  return [...seen.values()];
};

export interface CategoryNode {
  category: ProductCategory;
  children: CategoryNode[];
}

/** Parents first, each with its children, by name; a child whose parent is unknown shows at the top. */
export const categoryTree = (docs: ProductCategory[]): CategoryNode[] => {
  const all = flattenCategories(docs).sort((a, b) =>
    a.category_name.localeCompare(b.category_name),
  );
  const ids = new Set(all.map((category) => category._id));
  const childrenOf = (parent: string | null): CategoryNode[] =>
    all
      .filter((category) =>
        parent === null
          ? !category.parent || !ids.has(category.parent)
          : category.parent === parent,
      )
      .map((category) => ({ category, children: childrenOf(category._id) }));
  return childrenOf(null);
};
