// What Indian invoices sell: goods with HSN and GST rate, services with SAC, medicines, restaurant food.

export interface Article {
  description: string;
  hsn: string;
  rate: number; // GST percent
  unit: string;
  price: [number, number]; // rupees per unit
}

export const GOODS: Article[] = [
  { description: "PVC Pipe 4 inch 6 kg/cm2", hsn: "3917", rate: 18, unit: "NOS", price: [180, 650] },
  { description: "Basmati Rice 25 kg Bag", hsn: "1006", rate: 5, unit: "BAG", price: [1400, 3200] },
  { description: "Cotton Fabric Roll 60 inch", hsn: "5208", rate: 5, unit: "MTR", price: [80, 260] },
  { description: "Copper Wire 2.5 sq mm (90 m)", hsn: "8544", rate: 18, unit: "COIL", price: [1800, 4200] },
  { description: "LED Bulb 9W B22", hsn: "8539", rate: 12, unit: "PCS", price: [55, 140] },
  { description: "Ceiling Fan 1200 mm", hsn: "8414", rate: 18, unit: "PCS", price: [1450, 3600] },
  { description: "MS Angle 40x40x5 mm", hsn: "7216", rate: 18, unit: "KGS", price: [58, 82] },
  { description: "Cement OPC 53 Grade", hsn: "2523", rate: 28, unit: "BAG", price: [340, 420] },
  { description: "A4 Copier Paper 75 GSM (500 sheets)", hsn: "4802", rate: 12, unit: "REAM", price: [220, 340] },
  { description: "Stainless Steel Hinge 4 inch", hsn: "8302", rate: 18, unit: "PCS", price: [35, 95] },
  { description: "Sunflower Oil 15 L Tin", hsn: "1512", rate: 5, unit: "TIN", price: [1700, 2400] },
  { description: "Corrugated Box 5 Ply 18x12x12", hsn: "4819", rate: 12, unit: "NOS", price: [28, 75] },
  { description: "Lubricant Oil 20W-40 (5 L)", hsn: "2710", rate: 18, unit: "CAN", price: [1100, 1900] },
  { description: "Ball Bearing 6205 ZZ", hsn: "8482", rate: 18, unit: "PCS", price: [120, 380] },
  { description: "HDPE Granules", hsn: "3901", rate: 18, unit: "KGS", price: [95, 135] },
  { description: "Toor Dal Premium 30 kg", hsn: "0713", rate: 5, unit: "BAG", price: [3200, 4600] },
  { description: "Tea Leaves CTC 1 kg", hsn: "0902", rate: 5, unit: "PKT", price: [280, 520] },
  { description: "Wall Putty 40 kg", hsn: "3214", rate: 18, unit: "BAG", price: [650, 980] },
  { description: "Office Chair Revolving", hsn: "9401", rate: 18, unit: "NOS", price: [3200, 7800] },
  { description: "Laptop Bag 15.6 inch", hsn: "4202", rate: 18, unit: "PCS", price: [450, 1600] },
  { description: "Printer Toner Cartridge 88A", hsn: "8443", rate: 18, unit: "PCS", price: [650, 2800] },
  { description: "Biscuits Assorted Carton", hsn: "1905", rate: 18, unit: "CTN", price: [540, 980] },
  { description: "Detergent Powder 1 kg", hsn: "3402", rate: 18, unit: "PKT", price: [85, 160] },
  { description: "Plywood 18 mm BWR 8x4", hsn: "4412", rate: 18, unit: "SHEET", price: [1900, 3400] },
  { description: "Water Purifier RO 7 L", hsn: "8421", rate: 18, unit: "NOS", price: [7800, 14500] },
];

export const SERVICES: Article[] = [
  { description: "Software Support Services", hsn: "998313", rate: 18, unit: "HRS", price: [900, 2500] },
  { description: "Annual Maintenance Contract", hsn: "998719", rate: 18, unit: "NOS", price: [12000, 60000] },
  { description: "Digital Marketing Services", hsn: "998366", rate: 18, unit: "MONTH", price: [15000, 85000] },
  { description: "Manpower Supply Services", hsn: "998519", rate: 18, unit: "MONTH", price: [18000, 42000] },
  { description: "Chartered Accountancy Fees", hsn: "998222", rate: 18, unit: "NOS", price: [5000, 45000] },
  { description: "Goods Transport Agency Services", hsn: "996511", rate: 12, unit: "TRIP", price: [6000, 28000] },
  { description: "Website Development", hsn: "998314", rate: 18, unit: "NOS", price: [25000, 180000] },
  { description: "Cloud Hosting Charges", hsn: "998315", rate: 18, unit: "MONTH", price: [3000, 24000] },
  { description: "Security Services", hsn: "998525", rate: 18, unit: "MONTH", price: [22000, 90000] },
  { description: "Interior Design Consultancy", hsn: "998391", rate: 18, unit: "NOS", price: [15000, 120000] },
  { description: "Equipment Rental", hsn: "997319", rate: 18, unit: "DAYS", price: [1500, 9000] },
];

export const MEDICINES: Article[] = [
  { description: "PARACETAMOL 650 TAB 15S", hsn: "30049099", rate: 12, unit: "STRIP", price: [22, 38] },
  { description: "AZITHROMYCIN 500 TAB 3S", hsn: "30042019", rate: 12, unit: "STRIP", price: [65, 120] },
  { description: "PANTOPRAZOLE 40 TAB 10S", hsn: "30049099", rate: 12, unit: "STRIP", price: [48, 160] },
  { description: "AMOXYCILLIN+CLAV 625 TAB", hsn: "30041010", rate: 12, unit: "STRIP", price: [140, 230] },
  { description: "CETIRIZINE 10 TAB 10S", hsn: "30049099", rate: 12, unit: "STRIP", price: [12, 35] },
  { description: "ORS POWDER 21G SACHET", hsn: "30049099", rate: 12, unit: "PCS", price: [18, 24] },
  { description: "COUGH SYRUP 100ML", hsn: "30049011", rate: 12, unit: "BTL", price: [85, 140] },
  { description: "VITAMIN D3 60K CAP 4S", hsn: "30045020", rate: 12, unit: "STRIP", price: [95, 150] },
  { description: "METFORMIN 500 SR TAB 15S", hsn: "30049099", rate: 12, unit: "STRIP", price: [25, 60] },
  { description: "INSULIN PEN 3ML", hsn: "30043110", rate: 5, unit: "PCS", price: [320, 620] },
  { description: "SURGICAL GLOVES 7.5 PAIR", hsn: "40151900", rate: 12, unit: "BOX", price: [380, 720] },
  { description: "HAND SANITIZER 500ML", hsn: "38089400", rate: 18, unit: "BTL", price: [140, 260] },
  { description: "BANDAGE ROLL 10CM", hsn: "30059090", rate: 12, unit: "PCS", price: [28, 60] },
  { description: "DICLOFENAC GEL 30G", hsn: "30049099", rate: 12, unit: "TUBE", price: [70, 120] },
];

export const FOOD: Article[] = [
  { description: "Paneer Butter Masala", hsn: "996331", rate: 5, unit: "", price: [220, 340] },
  { description: "Chicken Biryani", hsn: "996331", rate: 5, unit: "", price: [240, 420] },
  { description: "Butter Naan", hsn: "996331", rate: 5, unit: "", price: [45, 80] },
  { description: "Masala Dosa", hsn: "996331", rate: 5, unit: "", price: [90, 160] },
  { description: "Veg Hakka Noodles", hsn: "996331", rate: 5, unit: "", price: [160, 240] },
  { description: "Dal Makhani", hsn: "996331", rate: 5, unit: "", price: [190, 290] },
  { description: "Gulab Jamun (2 pcs)", hsn: "996331", rate: 5, unit: "", price: [60, 110] },
  { description: "Cold Coffee", hsn: "996331", rate: 5, unit: "", price: [110, 190] },
  { description: "Margherita Pizza Medium", hsn: "996331", rate: 5, unit: "", price: [299, 459] },
  { description: "Jeera Rice", hsn: "996331", rate: 5, unit: "", price: [140, 200] },
];

export const RETAIL: Article[] = [
  { description: "Amul Butter 500g", hsn: "0405", rate: 12, unit: "PCS", price: [270, 290] },
  { description: "Tata Salt 1kg", hsn: "2501", rate: 0, unit: "PCS", price: [25, 30] },
  { description: "Aashirvaad Atta 5kg", hsn: "1101", rate: 5, unit: "PCS", price: [240, 300] },
  { description: "Surf Excel 1kg", hsn: "3402", rate: 18, unit: "PCS", price: [130, 160] },
  { description: "Colgate 200g", hsn: "3306", rate: 18, unit: "PCS", price: [105, 130] },
  { description: "Parle-G 800g", hsn: "1905", rate: 18, unit: "PCS", price: [80, 100] },
  { description: "Fortune Oil 1L", hsn: "1512", rate: 5, unit: "PCS", price: [150, 190] },
  { description: "Maggi Noodles 12 pack", hsn: "1902", rate: 12, unit: "PCS", price: [160, 190] },
  { description: "Red Label Tea 500g", hsn: "0902", rate: 5, unit: "PCS", price: [270, 310] },
  { description: "Dettol Soap 4x125g", hsn: "3401", rate: 18, unit: "PCS", price: [190, 230] },
  { description: "Sugar 1kg", hsn: "1701", rate: 5, unit: "KG", price: [44, 52] },
  { description: "Toor Dal 1kg", hsn: "0713", rate: 0, unit: "KG", price: [150, 180] },
];

/** Products a marketplace sells to consumers, with their HSN and rate. */
export const CONSUMER: Article[] = [
  {
    description: "boAt Rockerz 450 Bluetooth Headphones (Black)",
    hsn: "85183000",
    rate: 18,
    unit: "",
    price: [1299, 1799],
  },
  { description: "Prestige Induction Cooktop PIC 20", hsn: "85166000", rate: 18, unit: "", price: [2199, 2999] },
  { description: "Men's Regular Fit Cotton Shirt (Size 40)", hsn: "62052000", rate: 5, unit: "", price: [499, 999] },
  { description: "Stainless Steel Water Bottle 1 L", hsn: "73239390", rate: 12, unit: "", price: [349, 699] },
  { description: "Redmi 13C 5G (4 GB RAM, 128 GB)", hsn: "85171300", rate: 18, unit: "", price: [9999, 11999] },
  { description: "Yoga Mat 6 mm Anti-Skid", hsn: "39189090", rate: 18, unit: "", price: [399, 899] },
  { description: "Ceramic Coffee Mug Set of 6", hsn: "69111019", rate: 12, unit: "", price: [449, 899] },
  { description: "Kids Story Book Collection", hsn: "49011010", rate: 0, unit: "", price: [299, 599] },
  { description: "Wireless Optical Mouse", hsn: "84716060", rate: 18, unit: "", price: [399, 799] },
  {
    description: "Cotton Bedsheet Double with 2 Pillow Covers",
    hsn: "63041930",
    rate: 5,
    unit: "",
    price: [599, 1299],
  },
];
