// The build without its own CSS injection (the site's CSP forbids inline styles); its CSS is
// imported as a file instead. Same API as the package's main entry.
declare module 'sweetalert2/dist/sweetalert2.js' {
  import Swal from 'sweetalert2';
  export default Swal;
}
