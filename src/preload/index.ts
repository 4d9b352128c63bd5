/** The typed bridge: exactly one method per API operation, nothing else of Electron reaches the page. */
import { contextBridge, ipcRenderer } from 'electron';
import { type CanjuApi, channelOf } from '../shared/api/contract';

const api: CanjuApi = {
  validatePosition: (fen, lang) => ipcRenderer.invoke(channelOf('validatePosition'), fen, lang),
  legalMoves: (fen, notation, lang) => ipcRenderer.invoke(channelOf('legalMoves'), fen, notation, lang),
};

contextBridge.exposeInMainWorld('canju', api);
