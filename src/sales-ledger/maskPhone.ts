/** The employee filter hides a phone's characters at positions 4 to 7 (inventory.md: "between positions 4 and 8"). */
export const maskPhone = (phone: string | null | undefined): string =>
  phone
    ? phone.slice(0, 4) + '*'.repeat(Math.max(0, Math.min(phone.length, 8) - 4)) + phone.slice(8)
    : '';
