/** A store product as the API answers it (spec §3). */
export interface Product {
  id: number;
  name: string;
  description: string | null;
  category: string;
  price: number;
  originalPrice: number | null;
  images: string[];
  sizes: string[];
  colors: string[];
  bestseller: boolean;
  memberOnly: boolean;
  newItem: boolean;
  createdAt: string;
}
