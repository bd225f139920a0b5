/**
 * @module manifest-key — the public half of a key pair, set as the Chrome manifest `key` so that an unpacked
 * build always gets the same extension id (`node scripts/extension-id.mjs` prints it). The private half was
 * thrown away: it is only needed to sign a .crx for the store, which gets its own id anyway.
 */
export const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA30e6bkXh185Qtd+ub6ppYrjkZj/8iMrFA4iOZIzSe3ya0klgUkG/yDn/wYUn7vgE0JNbl1IiSEIijcvXKW5vvgQ2alPmzhnePl961Lds0Xensb4pbE/RRAtknSO24y1WxDeNYOWg4nxKhIWfOO9JUcRD6kU8y42jnwAH4sqbfU1C2Pr6yCmofT90Dhp9REHdsr5EWiuiQDpTnjvnbBPDWh9FQ/2Rg/gRrKeA1HKqO2qJjxlz54xk2T7EdQ/BuUo9LsEqQy+uvZzEEZhlOSeqCo3LyhEx7TP/Oj0P1it7pmxHgCu1xff0EOgi3eAYoUpbpQ2aYQtZnItqxf7INteiLQIDAQAB';
