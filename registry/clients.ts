/** The client calls' replies beyond CRUD. */
export interface CategoryReply {
  _id: string;
  category_name: string;
  clientCount: number;
}
