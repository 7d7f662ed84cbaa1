; Ciudadelas for Windows: a per-user installer of the one-folder build (no administrator rights).
; Do not run makensis on this by hand: `python build/installer.py` passes the defines below
; (VERSION, VERSION_NUMBER: its X.Y.Z digits, SOURCE: the one-folder build, OUTFILE, ICON) and finds makensis.
;
; It installs into %LOCALAPPDATA%\Programs\Ciudadelas, adds a Start-menu entry, registers its
; uninstaller under HKCU\...\Uninstall (Settings > Apps lists it), and makes .ciudadelas files (shared
; games) open with the game, which imports and opens them (`citadels <file.ciudadelas>`). The player's
; settings and saved games live in %LOCALAPPDATA%\Ciudadelas and are never touched by either.

Unicode true
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "VERSION is not defined: run python build/installer.py"
!endif
!ifndef VERSION_NUMBER
  !define VERSION_NUMBER "${VERSION}"
!endif
!ifndef SOURCE
  !error "SOURCE (the one-folder build) is not defined: run python build/installer.py"
!endif
!ifndef OUTFILE
  !define OUTFILE "Ciudadelas-${VERSION}-setup.exe"
!endif

!define APP "Ciudadelas"
!define EXE "citadels.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define FILE_CLASS "Ciudadelas.SavedGame"
!define SHCNE_ASSOCCHANGED 0x08000000
!define SHCNF_IDLIST 0

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
!ifdef ICON
  Icon "${ICON}"
  UninstallIcon "${ICON}"
!endif

VIProductVersion "${VERSION_NUMBER}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; the installer speaks the system's language when it is Spanish, else English
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"

LangString GAME_FILE ${LANG_ENGLISH} "Ciudadelas saved game"
LangString GAME_FILE ${LANG_SPANISH} "Partida guardada de Ciudadelas"

Section "Ciudadelas" SecGame
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; an older version's libraries go first, so none of them lingers beside the new ones
  RMDir /r "$INSTDIR\_internal"
  File "${SOURCE}\${EXE}"
  SetOutPath "$INSTDIR\_internal"
  File /r "${SOURCE}\_internal\*.*"
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; .ciudadelas files open with the game (HKCU\Software\Classes: this user only)
  WriteRegStr HKCU "Software\Classes\.ciudadelas" "" "${FILE_CLASS}"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}" "" "$(GAME_FILE)"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${FILE_CLASS}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i ${SHCNF_IDLIST}, p 0, p 0)'

  ; Settings > Apps (and Add or Remove Programs) lists it, per user
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  ; only what the installer put there: the folder itself goes only if nothing else is left in it
  Delete "$INSTDIR\${EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  ; the file type, unless another program has taken .ciudadelas since
  ReadRegStr $0 HKCU "Software\Classes\.ciudadelas" ""
  StrCmp $0 "${FILE_CLASS}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.ciudadelas"
  DeleteRegKey HKCU "Software\Classes\${FILE_CLASS}"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i ${SHCNF_IDLIST}, p 0, p 0)'
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
