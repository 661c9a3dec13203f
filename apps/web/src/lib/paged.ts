/** The paged list shape every list endpoint answers (DESIGN.md section 4). */
export type Paged<T> = { items: T[]; total: number; current_page: number; per_page: number; last_page: number };
